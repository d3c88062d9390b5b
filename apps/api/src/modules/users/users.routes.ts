import { authUser, uuidParam } from '@samaj/shared';
import {
  communityDetails,
  communityDetailsBody,
  helpKeywords,
  personalDetails,
  personalDetailsBody,
  publicProfile,
  userSearchQuery,
  userSearchResult,
  usersCount,
} from '@samaj/shared/profile';
import { matrimonialDetails, matrimonialDetailsBody } from '@samaj/shared/matrimonial';
import { onboardBody } from '@samaj/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/reply.ts';
import { acceptUploads, readUploadedFile } from '../../plugins/media.ts';
import { MatrimonialDetailsService, readMatrimonialImages } from '../matrimonial/index.ts';
import { UsersService } from './users.service.ts';

const meResponse = z.object({ user: authUser, personalDetails, communityDetails, matrimonialDetails: matrimonialDetails.nullable() });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new UsersService(app.db, app.media);
  const matrimonial = new MatrimonialDetailsService(app.db, app.media);
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];
  app.addHook('onRequest', app.authenticate);
  await acceptUploads(app);

  app.put(
    '/onboard',
    { schema: { tags, security, summary: 'Complete onboarding', body: onboardBody, response: responses(z.object({ user: authUser })) } },
    async (request) => ok(await service.onboard(request.user.id, request.body), 'Welcome to Samaj'),
  );

  app.get(
    '/me',
    { schema: { tags, security, summary: 'My account and profile', response: responses(meResponse) } },
    async (request) => ok(await service.me(request.user.id)),
  );

  app.put(
    '/personal-details',
    {
      schema: {
        tags,
        security,
        summary: 'Replace my personal details',
        body: personalDetailsBody,
        response: responses(z.object({ personalDetails })),
      },
    },
    async (request) => ok(await service.updatePersonalDetails(request.user.id, request.body), 'Personal details saved'),
  );

  app.put(
    '/community-details',
    {
      schema: {
        tags,
        security,
        summary: 'Replace my community details',
        body: communityDetailsBody,
        response: responses(z.object({ communityDetails })),
      },
    },
    async (request) => ok(await service.updateCommunityDetails(request.user.id, request.body), 'Community details saved'),
  );

  app.put(
    '/profile-image',
    {
      schema: {
        tags,
        security,
        summary: 'Upload my profile photo (multipart field "image": JPEG, PNG or WebP); returns its link',
        consumes: ['multipart/form-data'],
        response: responses(z.string()),
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, 'image');
      const image = await service.setProfileImage(request.user.id, bytes);
      return ok(await app.media.urlFor(image), 'Profile photo updated');
    },
  );

  app.put(
    '/matrimonial-details',
    {
      schema: {
        tags,
        security,
        summary: 'Replace my marriage profile; isMatrimonialProfile becomes true once the required fields are there',
        body: matrimonialDetailsBody,
        response: responses(z.object({ matrimonialDetails, user: authUser })),
      },
    },
    async (request) => ok(await matrimonial.saveDetails(request.user.id, request.body), 'Matrimonial details saved'),
  );

  app.put(
    '/matrimonial-images',
    {
      schema: {
        tags,
        security,
        summary:
          'Set my marriage photos (multipart: files "matrimonialImages", optional field "images" = JSON list of photos to keep); at most 6',
        consumes: ['multipart/form-data'],
        response: responses(z.array(z.string())),
      },
    },
    async (request) => {
      const upload = await readMatrimonialImages(request);
      const images = await matrimonial.setImages(request.user.id, upload);
      return ok(await Promise.all(images.map((image) => app.media.urlFor(image))), 'Photos saved');
    },
  );

  app.get(
    '/profile/:id',
    {
      schema: {
        tags,
        security,
        summary: "A member's public profile",
        params: z.object({ id: uuidParam }),
        response: responses(publicProfile),
      },
    },
    async (request) => ok(await service.publicProfile(request.user.id, request.params.id)),
  );

  app.get(
    '/filter',
    {
      schema: {
        tags,
        security,
        summary: 'Find members by name (parts and near misspellings, best first)',
        querystring: userSearchQuery,
        response: responses(userSearchResult),
      },
    },
    async (request) => ok(await service.search(request.user.id, request.query)),
  );

  app.get(
    '/users-count',
    { schema: { tags, security, summary: 'How many members, helpers and seekers', response: responses(usersCount) } },
    async () => ok(await service.usersCount()),
  );

  app.get(
    '/filters',
    { schema: { tags, security, summary: 'My help keywords', response: responses(helpKeywords) } },
    async (request) => ok(await service.helpKeywords(request.user.id)),
  );
};
