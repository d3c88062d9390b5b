/**
 * The few parts of the POSIX tar format (ustar) a backup archive needs: regular files in flat folders, written as
 * a stream and read back as one. An archive opens with any tar (`tar -tzf samaj-….tar.gz`).
 */
import type { FileHandle } from 'node:fs/promises';

const BLOCK = 512;
/** Sizes from 8 GiB on do not fit 11 octal digits; GNU tar's base-256 form carries them. */
const LARGEST_OCTAL_SIZE = 8 ** 11 - 1;

export class ArchiveError extends Error {}

function writeOctal(header: Buffer, offset: number, length: number, value: number) {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'latin1');
}

function writeSize(header: Buffer, size: number) {
  if (size <= LARGEST_OCTAL_SIZE) return writeOctal(header, 124, 12, size);
  header[124] = 0x80;
  let rest = BigInt(size);
  for (let index = 135; index > 124; index -= 1) {
    header[index] = Number(rest & 0xffn);
    rest >>= 8n;
  }
}

function readSize(header: Buffer): number {
  if ((header[124]! & 0x80) === 0) return readOctal(header, 124, 12);
  let size = 0n;
  for (let index = 125; index < 136; index += 1) size = (size << 8n) | BigInt(header[index]!);
  return Number(size);
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = header.toString('latin1', offset, offset + length).replace(/[\0 ]+$/, '').trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 0x20 : header[index]!;
  return sum;
}

/** The 512-byte header of one regular file; names are ASCII and at most 100 bytes long. */
export function fileHeader(name: string, size: number, mode: number, modified: Date): Buffer {
  if (Buffer.byteLength(name) > 100 || !/^[\x20-\x7e]+$/.test(name)) throw new ArchiveError(`Name unfit for the archive: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'latin1');
  writeOctal(header, 100, 8, mode & 0o7777);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeSize(header, size);
  writeOctal(header, 136, 12, Math.floor(modified.getTime() / 1000));
  header.write('0', 156, 1, 'latin1');
  header.write('ustar\u000000', 257, 8, 'latin1');
  header.write(`${checksum(header).toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Two empty blocks end an archive. */
export const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

/** One entry holding these bytes. */
export function* bufferEntry(name: string, bytes: Buffer, mode = 0o644): Generator<Buffer> {
  yield fileHeader(name, bytes.length, mode, new Date());
  yield bytes;
  yield padding(bytes.length);
}

/** One entry holding an open file's content, streamed, then closed; a file that changes size meanwhile fails the archive. */
export async function* fileEntry(name: string, file: FileHandle, mode = 0o644): AsyncGenerator<Buffer> {
  try {
    const { size, mtime } = await file.stat();
    yield fileHeader(name, size, mode, mtime);
    let read = 0;
    for await (const chunk of file.createReadStream({ start: 0, autoClose: false }) as AsyncIterable<Buffer>) {
      read += chunk.length;
      if (read > size) break;
      yield chunk;
    }
    if (read !== size) throw new ArchiveError(`${name} changed while it was being archived`);
    yield padding(size);
  } finally {
    await file.close();
  }
}

export interface TarEntry {
  name: string;
  size: number;
  mode: number;
  /** The entry's content in chunks; read it whole (or not at all) before the next entry. */
  body: AsyncIterable<Buffer>;
}

/** Pulls exact byte counts out of a stream of chunks. */
class ChunkReader {
  private pending: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer>;
  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  /** Between 1 and `max` bytes, or null at the end of the stream. */
  async upTo(max: number): Promise<Buffer | null> {
    while (this.pending.length === 0) {
      const next = await this.source.next();
      if (next.done) return null;
      this.pending = next.value;
    }
    const taken = this.pending.subarray(0, max);
    this.pending = this.pending.subarray(taken.length);
    return taken;
  }

  async exactly(count: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let missing = count;
    while (missing > 0) {
      const part = await this.upTo(missing);
      if (!part) throw new ArchiveError('The archive is truncated');
      parts.push(part);
      missing -= part.length;
    }
    return Buffer.concat(parts);
  }

  /** Stops reading the stream (it is destroyed). */
  async close(): Promise<void> {
    await this.source.return?.();
  }

  async *span(count: number): AsyncGenerator<Buffer> {
    let missing = count;
    while (missing > 0) {
      const part = await this.upTo(missing);
      if (!part) throw new ArchiveError('The archive is truncated');
      missing -= part.length;
      yield part;
    }
  }
}

/** The regular files of a (decompressed) tar stream, in order. Other entry types are refused. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ChunkReader(source);
  try {
    yield* entries(reader);
  } finally {
    await reader.close();
  }
}

async function* entries(reader: ChunkReader): AsyncGenerator<TarEntry> {
  for (;;) {
    const header = await reader.exactly(BLOCK);
    if (header.every((byte) => byte === 0)) return;
    if (readOctal(header, 148, 8) !== checksum(header)) throw new ArchiveError('The archive is damaged (bad header checksum)');
    const type = header.toString('latin1', 156, 157);
    if (type !== '0' && type !== '\0') throw new ArchiveError(`Unexpected entry type "${type}" in the archive`);
    const name = header.toString('latin1', 0, 100).replace(/\0.*$/s, '');
    const prefix = header.toString('latin1', 345, 500).replace(/\0.*$/s, '');
    const size = readSize(header);
    let consumed = false;
    const body = reader.span(size);
    yield {
      name: prefix ? `${prefix}/${name}` : name,
      size,
      mode: readOctal(header, 100, 8),
      body: {
        [Symbol.asyncIterator]: () => {
          consumed = true;
          return body;
        },
      },
    };
    if (!consumed) for await (const _skipped of body);
    await reader.exactly(padding(size).length);
  }
}
