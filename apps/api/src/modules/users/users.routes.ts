import { usersContracts } from '@samaj/shared/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract-route.ts';
import { ok } from '../../lib/reply.ts';
import { acceptUploads, readUploadedFile } from '../../plugins/media.ts';
import { recordMarriageProfileOrigin } from '../account/marriage-profile-origin.ts';
import { ACTING_ALLOWED, MatrimonialDetailsService, readMatrimonialImages } from '../matrimonial/index.ts';
import { PreferencesService } from './preferences.service.ts';
import { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new UsersService(app.db, app.media);
  const matrimonial = new MatrimonialDetailsService(app.db, app.media);
  const preferences = new PreferencesService(app.db, app.realtime);
  app.addHook('onRequest', app.authenticate);
  await acceptUploads(app);

  app.route({
    ...routeOf(app, usersContracts.onboard),
    handler: async (request) => ok(await service.onboard(request.user.id, request.body), 'Welcome to Samaj'),
  });

  app.route({
    ...routeOf(app, usersContracts.me),
    handler: async (request) => ok(await service.me(request.user.id)),
  });

  app.route({
    ...routeOf(app, usersContracts.preferences),
    handler: async (request) =>
ok(await preferences.update(request.user.id, request.body), 'Settings saved'),
  });

  app.route({
    ...routeOf(app, usersContracts.personalDetails),
    handler: async (request) =>
      ok(await service.updatePersonalDetails(request.user.id, request.body), 'Personal details saved'),
  });

  app.route({
    ...routeOf(app, usersContracts.communityDetails),
    handler: async (request) =>
      ok(await service.updateCommunityDetails(request.user.id, request.body), 'Community details saved'),
  });

  app.route({
    ...routeOf(app, usersContracts.profileImage),
    handler: async (request) => {
      const bytes = await readUploadedFile(request, 'image');
      const image = await service.setProfileImage(request.user.id, bytes);
      return ok(await app.media.urlFor(image), 'Profile photo updated');
    },
  });

  app.route({
    ...routeOf(app, usersContracts.readMatrimonialDetails),
    // A family co-manager reads the owner's marriage profile to edit it (modules/matrimonial/acting-for.ts).
    config: ACTING_ALLOWED,
    handler: async (request) =>
      ok(await matrimonial.read(request.user.id, { forManager: request.user.managerId !== undefined })),
  });

  app.route({
    ...routeOf(app, usersContracts.matrimonialDetails),
    // A family co-manager may edit the marriage profile for its owner (modules/matrimonial/acting-for.ts).
    config: ACTING_ALLOWED,
    handler: async (request) => {
      const saved = await matrimonial.saveDetails(request.user.id, request.body, {
        forManager: request.user.managerId !== undefined,
      });
      await recordMarriageProfileOrigin(app.db, request.user.id, request.ip ?? null);
      return ok(saved, 'Matrimonial details saved');
    },
  });

  app.route({
    ...routeOf(app, usersContracts.matrimonialImages),
    handler: async (request) => {
      const upload = await readMatrimonialImages(request);
      const images = await matrimonial.setImages(request.user.id, upload);
      return ok(await Promise.all(images.map((image) => app.media.urlFor(image))), 'Photos saved');
    },
  });

  app.route({
    ...routeOf(app, usersContracts.profile),
    handler: async (request) => ok(await service.publicProfile(request.user.id, request.params.id)),
  });

  app.route({
    ...routeOf(app, usersContracts.search),
    handler: async (request) => ok(await service.search(request.user.id, request.query)),
  });

  app.route({
    ...routeOf(app, usersContracts.usersCount),
    handler: async () => ok(await service.usersCount()),
  });

  app.route({
    ...routeOf(app, usersContracts.helpKeywords),
    handler: async (request) => ok(await service.helpKeywords(request.user.id)),
  });
};
