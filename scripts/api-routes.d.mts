// Types of scripts/api-routes.mjs, for the TypeScript that imports it (tests/support/test-server.ts).
import type { IncomingMessage, ServerResponse } from "node:http";

export type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;
export type RouteModule = Partial<Record<string, RouteHandler>>;
export type Route = { template: string; pattern: RegExp; module: () => Promise<RouteModule> };
export type RouteMatch = { route: Route; params: Record<string, string | string[]> };

export const ROUTE_METHODS: readonly string[];
export function routeTable(
  routes: Array<{ template: string; load: () => RouteModule | Promise<RouteModule> }>,
): Route[];
export function matchRoute(table: Route[], pathname: string): RouteMatch | undefined;
export function answerWithRoute(
  match: RouteMatch,
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
): Promise<boolean>;
export function apiRoutesOfBuild(distDir: string): Array<{ template: string; load: () => Promise<RouteModule> }>;
