# The portal in one image: the built PWA and the API server, run as a non-root user.
# The server runs its TypeScript through tsx (a production dependency), as `npm start` does.

# 1. Build the PWA and the server's render entry (all dependencies, dev ones included).
FROM node:22-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# 2. Production dependencies only; compilers in case a native module has no prebuilt binary.
FROM node:22-trixie-slim AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force

# 3. What runs: node_modules without devDependencies, the server, the contract, the build.
#    pg_dump/pg_restore (PostgreSQL 17 client, as the compose database) for `npm run backup`.
FROM node:22-trixie-slim
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data STATIC_DIR=/app/dist
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY package.json tsconfig.json tsconfig.base.json tsconfig.server.json ./
COPY server ./server
COPY contract ./contract
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "server/index.ts"]
