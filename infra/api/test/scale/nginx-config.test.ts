/**
 * The production nginx config (infra/deploy/k8s/nginx/default.conf) run for real: nginx
 * serves a shell build and a published remote release from temporary folders and passes the
 * API paths, client-side routes and the real-time WebSocket to a stand-in API on loopback.
 * Checks the caching a CDN relies on (immutable versions and hashed chunks, revalidated
 * manifest and pages) and the routing. Skipped, with the reason printed, where nginx is not
 * installed (`apt-get install nginx-light`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { REPO_ROOT } from '../../src/config/env';
import { freePort } from './instances';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file)) ?? (spawnSync('nginx', ['-v']).status === 0 ? 'nginx' : null);
if (!NGINX && process.env.CI) throw new Error('nginx is not installed: .ci/run installs nginx-light, and CI must not skip this suite');
if (!NGINX) console.log('nginx config: skipped — nginx is not installed (apt-get install nginx-light)');
const suite = NGINX ? describe : describe.skip;

const VERSION = '0.1.0-5f0a7860cc';

suite('the deployment nginx config in front of a shell, a remote release and the API', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'joy-nginx-'));
  const seen: { url: string; forwardedFor: string | undefined; host?: string; headers: http.IncomingHttpHeaders }[] = [];
  let api: http.Server;
  let nginx: ChildProcess;
  let base = '';

  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };

  beforeAll(async () => {
    write('shell/favicon.ico', 'icon');
    write('shell/main.0123456789.js', 'console.log("shell")');
    write(`releases/help/${VERSION}/remoteEntry.js`, 'var help;');
    write(`releases/help/${VERSION}/mf-manifest.json`, '{"name":"help"}');
    write('releases/remotes.json', JSON.stringify({ help: { entry: `/remotes/help@${VERSION}/mf-manifest.json`, version: VERSION } }));

    api = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', forwardedFor: req.headers['x-forwarded-for'] as string | undefined, host: req.headers.host, headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ from: 'api', url: req.url }));
    });
    const sockets = new WebSocketServer({ server: api });
    sockets.on('connection', (ws) => ws.on('message', (data) => ws.send(`echo ${data.toString()}`)));
    const apiPort = await freePort();
    await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', resolve));

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const site = fs
      .readFileSync(path.join(REPO_ROOT, 'infra/deploy/k8s/nginx/default.conf'), 'utf8')
      .replace('server joy-api:80;', `server 127.0.0.1:${apiPort};`)
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replaceAll('/srv/shell', path.join(dir, 'shell'))
      .replaceAll('/srv/releases', path.join(dir, 'releases'));
    write('site.conf', site);
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, `tmp-${name}`)};`;
    write(
      'nginx.conf',
      `daemon off;\nmaster_process off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}\n  include ${dir}/site.conf;\n}\n`,
    );
    const check = spawnSync(NGINX as string, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t refused the config:\n${check.stderr}`);
    nginx = spawn(NGINX as string, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (await fetch(`${base}/nginx-health`).then((r) => r.ok, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx did not start: ${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`);
  }, 30_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await new Promise((resolve) => api?.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the remotes manifest revalidated and a release folder immutable, with CORS', async () => {
    const manifest = await fetch(`${base}/remotes.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(((await manifest.json()) as { help: { version: string } }).help.version).toBe(VERSION);
    const entry = await fetch(`${base}/remotes/help@${VERSION}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe('var help;');
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    for (const url of [`/remotes/help@0.1.0-unknown/remoteEntry.js`, '/remotes/help/remoteEntry.js', '/remotes/nobody@1/remoteEntry.js', `/remotes/help@${VERSION}/missing.js`]) {
      expect((await fetch(`${base}${url}`)).status).toBe(404);
    }
  });

  it("serves the shell's hashed chunks immutable and its other files revalidated", async () => {
    const chunk = await fetch(`${base}/main.0123456789.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/favicon.ico`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('passes the API, uploads, image variants and client-side routes to the API with the client address appended', async () => {
    for (const url of ['/v2/store/1', '/uploads/seed/store-1.0123456789.png', `/images/${'ab'.repeat(32)}/640.webp`, '/store/12', '/', '/health', '/partner/v1/orders']) {
      const res = await fetch(`${base}${url}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(await res.json()).toEqual({ from: 'api', url });
    }
    expect(seen.map((s) => s.forwardedFor)).toEqual(seen.map(() => '203.0.113.9, 127.0.0.1'));
  });

  it('sends the configured host name and drops the forwarding headers a client wrote', async () => {
    seen.length = 0;
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-port': '8443', forwarded: 'for=6.6.6.6;host=evil.example', 'x-real-ip': '6.6.6.6', 'x-forwarded-proto': 'gopher' };
    for (const url of ['/v2/order', '/store/12', '/app/joy-local']) {
      await fetch(`${base}${url}`, { headers: { ...forged, 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 203.0.113.9' } });
    }
    expect(seen).toHaveLength(3);
    for (const request of seen) {
      expect(request.host).toBe('www.example.tw');
      expect(request.forwardedFor).toBe('203.0.113.9, 127.0.0.1');
      expect(request.headers['x-forwarded-proto']).toBe('http');
      for (const name of ['x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-real-ip']) expect(request.headers[name] ?? '').toBe('');
    }
  });

  it('carries the real-time WebSocket through to the API', async () => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/app/joy-local?protocol=7`);
    const reply = new Promise<string>((resolve, reject) => {
      ws.once('message', (data) => resolve(data.toString()));
      ws.once('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send('ping');
    expect(await reply).toBe('echo ping');
    ws.close();
  });
});
