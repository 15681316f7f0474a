import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUnsafeText, TEXT_CHARACTERS_KEY, type ErrorEnvelope } from '@dalbit/contract';
import { translate } from '../i18n/translate.js';
import { requestLocale } from './error-handler.js';

const SOURCES = ['body', 'query', 'params'] as const;

/** `shipping.recipient`, `items[0].note`: how the error names the field. */
const fieldName = (path: (string | number)[], source: (typeof SOURCES)[number]) =>
  path.length === 0
    ? source
    : path.reduce<string>(
        (name, segment) =>
          typeof segment === 'number'
            ? `${name}[${segment}]`
            : name
              ? `${name}.${segment}`
              : segment,
        '',
      );

/**
 * The contract's text rule (packages/contract/src/text.ts) on every route: before any schema,
 * guard or handler, a body, query string or path parameter holding a NUL or an unpaired
 * surrogate answers 400 `request.invalid` naming the field, so no such value reaches a query.
 */
export const registerTextGuard = (app: FastifyInstance) => {
  // A callback hook: an async one costs every request a promise and a microtask.
  app.addHook('preValidation', (request: FastifyRequest, reply, done) => {
    for (const source of SOURCES) {
      const path = findUnsafeText(request[source]);
      if (!path) continue;
      const body: ErrorEnvelope = {
        errorList: [
          translate(requestLocale(request), TEXT_CHARACTERS_KEY, {
            value: fieldName(path, source),
          }),
        ],
        code: 'request.invalid',
      };
      reply.code(400).send(body);
      return;
    }
    done();
  });
};
