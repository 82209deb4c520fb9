# The static front: nginx with the shell's build. The remotes are not in the image: they are
# published as versioned releases on the joy-releases volume (scripts/release-remote.mjs), so
# a remote is released or rolled back without a new image. Build from the repository root:
#   docker build -f infra/deploy/docker/web.Dockerfile -t registry.example.com/joy/web:1.4.2 .
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1
COPY . .
RUN npm install --no-audit --no-fund && npx turbo run build --filter=@joy/shell

FROM nginx:1.27-alpine
COPY --from=build /app/shell/dist /srv/shell
COPY infra/deploy/k8s/nginx/default.conf /etc/nginx/conf.d/default.conf
# Non-root: nginx listens on 8080 and keeps its temporary files under /tmp.
RUN sed -i 's,^pid .*,pid /tmp/nginx.pid;,' /etc/nginx/nginx.conf \
 && sed -i 's,^user .*,,' /etc/nginx/nginx.conf \
 && chown -R 101:101 /var/cache/nginx
USER 101
EXPOSE 8080
