# One image for every Haat app; docker-compose.yml picks the entry point per container.
FROM node:24-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && node scripts/build-web.ts --force

FROM node:24-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
# Mount point of compose's secrets volume: a fresh volume takes this owner and mode.
RUN mkdir -m 0700 /secrets && chown node:node /secrets
USER node
