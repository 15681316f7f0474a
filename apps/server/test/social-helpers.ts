import { OAuth2Server } from 'oauth2-mock-server';
import type { sql } from 'drizzle-orm';
import type { TestApp } from './helpers.js';

export const GOOGLE_CLIENT_ID = 'dalbit-test.apps.googleusercontent.com';

/** A real OpenID Connect issuer with a JWKS on a random port, standing in for Google. */
export const startGoogleIssuer = async () => {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = server.issuer.url ?? '';
  return {
    server,
    url,
    jwksUrl: `${url}/jwks`,
    /** An ID token as Google Identity Services hands it out; `claims` override or remove. */
    idToken: (claims: Record<string, unknown> = {}, expiresIn = 3600) =>
      server.issuer.buildToken({
        expiresIn,
        scopesOrTransform: (_header, payload) => {
          Object.assign(payload, {
            aud: GOOGLE_CLIENT_ID,
            azp: GOOGLE_CLIENT_ID,
            sub: '100000000000000000001',
            email: 'person@gmail.com',
            email_verified: true,
            name: 'Google Person',
            ...claims,
          });
          delete payload.scope;
          for (const [name, value] of Object.entries(claims)) {
            if (value === undefined) delete payload[name];
          }
        },
      }),
    stop: () => server.stop(),
  };
};

export type GoogleIssuer = Awaited<ReturnType<typeof startGoogleIssuer>>;

export const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = (await t.app.database.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};
