import { endpoints, type Envelope, type HealthReport } from '@joy/contract';
import { eachDatabase, json } from '../helpers/app';

type Operation = {
  operationId: string;
  summary: string;
  security?: unknown[];
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string; allOf?: [{ $ref: string }, { properties: { return: JsonSchema } }] } }> }>;
};
type JsonSchema = { type?: unknown; properties?: Record<string, JsonSchema>; items?: JsonSchema; prefixItems?: JsonSchema[]; required?: string[]; enum?: unknown[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

eachDatabase('platform', (ctx) => {
  it('GET /health checks the database and names its kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    const body = json<Envelope<HealthReport>>(res);
    expect(body.return).toEqual({ status: 'ok', database: ctx.kind, uptime_s: expect.any(Number) });
  });

  describe('GET /openapi.json', () => {
    let doc: Document;
    beforeAll(async () => {
      doc = json<Document>(await ctx.app.inject({ method: 'GET', url: '/openapi.json' }));
    });

    it('is OpenAPI 3.1 and covers every catalogue entry with its method and summary', () => {
      expect(doc.openapi).toBe('3.1.0');
      for (const [key, ep] of Object.entries(endpoints)) {
        const op = doc.paths[ep.path]?.[ep.method.toLowerCase()];
        expect({ key, op: op?.operationId, summary: op?.summary }).toEqual({ key, op: key, summary: ep.summary });
      }
    });

    it('marks member calls as requiring a bearer token and store detail as optional', () => {
      expect(doc.paths['/v2/member'].get.security).toEqual([{ bearerAuth: [] }]);
      expect(doc.paths['/v2/store/{id}'].get.security).toEqual([{}, { bearerAuth: [] }]);
      expect(doc.paths['/v2/carousel'].get.security).toBeUndefined();
      expect(doc.paths['/v2/store/{id}'].get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]));
      expect(doc.paths['/v2/map/search'].post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'page', in: 'query' })]));
    });

    it('describes request bodies from the yup schemas', () => {
      const schema = doc.paths['/v2/web-user-response'].post.requestBody?.content['application/json'].schema;
      expect(schema?.required).toEqual(expect.arrayContaining(['name', 'email', 'title', 'content']));
      expect(schema?.properties?.email).toMatchObject({ type: 'string', pattern: expect.any(String) });
      const filter = doc.paths['/v2/map/search'].post.requestBody?.content['application/json'].schema;
      expect(filter?.properties?.limit).toMatchObject({ type: 'integer', maximum: 30, default: 30 });
      expect(filter?.properties?.district).toMatchObject({ type: 'array', items: { type: 'integer' } });
    });

    it('describes every reply with a response schema as the envelope whose return is that schema', () => {
      const payload = (path: string, method: string) => doc.paths[path][method].responses['200'].content?.['application/json'].schema.allOf?.[1].properties.return;
      for (const [key, ep] of Object.entries(endpoints)) {
        if (!ep.response || ep.raw) continue;
        const schema = doc.paths[ep.path][ep.method.toLowerCase()].responses['200'].content?.['application/json'].schema;
        expect({ key, envelope: schema?.allOf?.[0].$ref, described: Boolean(schema?.allOf?.[1].properties.return) }).toEqual({ key, envelope: '#/components/schemas/Envelope', described: true });
      }
      const store = payload('/v2/store/{id}', 'get');
      expect(store?.required).toEqual(expect.arrayContaining(['id', 'name', 'business_status', 'business_times']));
      expect(store?.properties?.id).toMatchObject({ type: 'integer' });
      expect(store?.properties?.business_status).toMatchObject({ enum: [0, 1, 2] });
      expect(store?.properties?.business_times).toMatchObject({ type: 'array', items: { type: 'object', required: ['weekday', 'open', 'close'] } });
      const comments = payload('/v2/store/{id}/comment', 'post');
      expect(comments?.properties?.data).toMatchObject({ type: 'array' });
      expect(comments?.properties?.data?.items?.properties?.sub_scores).toMatchObject({ type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }, { type: 'number' }, { type: 'number' }] });
    });
  });
});
