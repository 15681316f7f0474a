# syntax=docker/dockerfile:1
# Dalbit: one image for every process (web, worker, migrations). docs/operations.md#container.
#   docker build -t dalbit .
#   docker run -p 3000:3000 -v dalbit-data:/data dalbit          # embedded database, demo content
# Behind a load balancer: compose.yaml (PostgreSQL, Redis, an S3-compatible store, nginx).

# --- build: install everything, build the web app and the server bundle ---------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

# --- runtime: the built files, production dependencies, ffmpeg; runs as `node`, not root ------
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/migrations ./apps/server/migrations
COPY --from=build /app/apps/server/assets ./apps/server/assets
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness on the app's port; a worker (APP_ROLE=worker) is probed on METRICS_PORT instead.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# glibc's malloc: a fixed mmap threshold (128 kB) so freed large blocks go back to the system
# (docs/performance.md#memory): 20-30 MB less resident idle, up to 100 MB less under load.
ENV GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072
# tini passes SIGTERM on, so the app drains its jobs and closes its connections (10 s at most).
ENTRYPOINT ["tini", "--"]
CMD ["node", "apps/server/dist/server.js"]
