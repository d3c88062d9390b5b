import { postFormFields, type PostFormFields } from '@samaj/shared/posts';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.ts';
import { formatBytes } from '../../plugins/media.ts';

/** The files a post form may carry; any other file part is skipped. */
const FILE_FIELDS = ['image', 'metaImage'] as const;
type FileField = (typeof FILE_FIELDS)[number];

export interface PostForm {
  fields: PostFormFields;
  files: Partial<Record<FileField, Buffer>>;
}

const isFileField = (name: string): name is FileField => (FILE_FIELDS as readonly string[]).includes(name);

/**
 * Reads a multipart post form whole (files are at most `config.media.maxBytes` each, checked while streaming) and
 * validates its text fields, so that nothing is stored before the whole request is known to be good.
 */
export async function readPostForm(request: FastifyRequest): Promise<PostForm> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType('Send the post as multipart/form-data (fields content, image, metaUrl, …)');
  }
  const maxBytes = request.server.config.media.maxBytes;
  const values: Record<string, string> = {};
  const files: PostForm['files'] = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (isFileField(part.fieldname) && !files[part.fieldname]) {
          files[part.fieldname] = await part.toBuffer();
        } else {
          part.file.resume();
        }
        continue;
      }
      if (part.valueTruncated) {
        throw badRequest(`${part.fieldname} is too long`, [{ path: part.fieldname, message: 'Too long' }]);
      }
      if (typeof part.value === 'string' && !(part.fieldname in values)) values[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(`The file is larger than ${formatBytes(maxBytes)}`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw payloadTooLarge('Too many files or fields in one post');
    }
    if ((error as { statusCode?: number }).statusCode === 400) throw error;
    throw badRequest('The post could not be read. Please try again');
  }

  for (const field of FILE_FIELDS) {
    if (files[field]?.length === 0)
      throw badRequest('The file is empty', [{ path: field, message: 'The file is empty' }]);
  }
  const parsed = postFormFields.safeParse(values);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    const first = errors[0]!;
    throw badRequest(first.path ? `${first.path}: ${first.message}` : first.message, errors);
  }
  if (files.metaImage && parsed.data.metaImage) {
    const message = 'Send the link image as a file, or an empty value to remove it, not both';
    throw badRequest(message, [{ path: 'metaImage', message }]);
  }
  return { fields: parsed.data, files };
}

/** An edit form: like a new post's, but it must change something. */
export async function readPostChanges(request: FastifyRequest): Promise<PostForm> {
  const form = await readPostForm(request);
  const changesSomething = Object.keys(form.fields).length > 0 || FILE_FIELDS.some((field) => form.files[field]);
  if (!changesSomething) {
    throw badRequest(`Nothing to change: send at least one of ${Object.keys(postFormFields.shape).join(', ')}`);
  }
  return form;
}
