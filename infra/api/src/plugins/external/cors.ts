/**
 * CORS: the site is one origin, but a remote deployed on its own CDN host must still be
 * able to call the API. Tokens travel in the Authorization header, not cookies, so any
 * origin may read replies.
 */
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(async (app) => {
  await app.register(cors, { origin: '*', methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'], maxAge: 86_400 });
}, { name: 'cors' });
