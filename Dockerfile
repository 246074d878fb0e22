# syntax=docker/dockerfile:1
# The production image (README "Past one machine"): the built web app and the bundled server
# (apps/server/dist/main.js, plain Node, no tsx), production dependencies only, run as the
# unprivileged `node` user. The root filesystem can be read-only: nothing is written outside
# DATA_DIR (a tmpfs or volume; with DATABASE_URL + S3 + OIDC it holds nothing that must persist).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS run
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/lending
WORKDIR /app
# LibreOffice (Writer, no GUI) converts the generated documents' filled DOCX templates to PDF; each
# conversion slot keeps a private profile under /tmp (mount a tmpfs there when the root filesystem
# is read-only). Without it the PDFs use the standard layout and say so.
RUN apt-get update \
    && apt-get install -y --no-install-recommends libreoffice-writer-nogui \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/server/src/integrations/geocoder/data apps/server/src/integrations/geocoder/data
COPY --from=build /app/apps/server/templates apps/server/templates
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /var/lib/lending && chown node:node /var/lib/lending
USER node
EXPOSE 3000
VOLUME ["/var/lib/lending"]
# Liveness only: readiness (/api/ready) is for the load balancer, so a database outage takes the
# node out of rotation without the orchestrator restarting it.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
