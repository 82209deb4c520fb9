# The API image: the whole workspace built once (the API serves index.html with each page's
# head, so it carries shell/dist too). Build from the repository root:
#   docker build -f infra/deploy/docker/api.Dockerfile -t registry.example.com/joy/api:1.4.2 .
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1
COPY . .
# npm install, not npm ci (the lockfile carries only the Linux builds of native packages).
# The build includes the API's bundle (infra/api/dist/server); the development tools (tsx,
# esbuild, rspack, jest) are pruned after it, so the image cannot compile TypeScript at run time.
RUN npm install --no-audit --no-fund && npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
# No writes to the image at run time: uploads go to the bucket (STORAGE_PROVIDER=s3).
USER 1000
EXPOSE 3000
# SIGTERM reaches node directly (no npm or shell in between), so the drain runs. Built
# JavaScript, source-mapped stack traces; migrations: node infra/api/dist/server/migrate.js.
# The old generation capped as scripts/start.mjs does (the read model and the response cache hold about 200 MB at 100,000 stores).
CMD ["node", "--enable-source-maps", "--max-old-space-size=320", "infra/api/dist/server/server.js"]
