# One image for both processes of the distributed deployment (docker-compose.yml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "--max-semi-space-size=64", "apps/api/dist/main.js"]
