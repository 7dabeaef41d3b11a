# One image for every Haat app; docker-compose.yml picks the entry point per container.
FROM node:24-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && node scripts/build-web.ts --force

FROM node:24-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
# Mount points of compose's secrets, images and releases volumes: a fresh volume takes their owner and mode.
RUN mkdir -m 0700 /secrets && chown node:node /secrets \
  && mkdir -p /data/images && chown node:node /data/images \
  && mkdir -p /app/.haat/releases && chown node:node /app/.haat /app/.haat/releases
USER node
