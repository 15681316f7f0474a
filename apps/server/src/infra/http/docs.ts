import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas, and a readable page under our strict CSP. */
export const registerDocs = async (app: FastifyInstance, siteName: string) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${siteName} API`,
        description:
          'Every success answers `{ data }`; every failure answers `{ errorList, code }` with ' +
          'messages localized by `Accept-Language` (`kr` Korean, anything else English).',
        version: '0.1.0',
      },
      tags: [
        { name: 'events', description: 'Notices and events' },
        { name: 'search', description: 'Search and popular keywords' },
        { name: 'system', description: 'Health' },
        { name: 'accounts', description: 'Sign-up, codes, sign-in, profile and avatar uploads' },
        {
          name: 'admin',
          description:
            'The back office (/api/admin/…): staff only, each route checks its permission ' +
            '(401 without a session, 403 without the permission); every write is audited.',
        },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token of login/register' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI's own scripts are files; staticCSP hashes its one inline snippet instead of
    // loosening the site-wide policy.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/style-src 'self' https:/, "style-src 'self' 'unsafe-inline'")
        .replace(/;?\s*upgrade-insecure-requests;*/, ''),
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
};
