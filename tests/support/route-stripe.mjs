// A test preload (node --import): sends the process's calls to Stripe's API (https://api.stripe.com)
// to a local fake instead, at TEST_STRIPE_ROUTE (http://host:port). Production refuses
// STRIPE_API_BASE, so this is how a production-mode process under test meets the fake Stripe without
// any test switch in the app. The Stripe SDK's node client calls https.request with the host and an
// https agent: only those calls are turned into plain http.request to the fake; nothing else is
// touched, and without the variable this does nothing.
import http from "node:http";
import https from "node:https";
import { syncBuiltinESMExports } from "node:module";

const target = process.env.TEST_STRIPE_ROUTE;
if (target) {
  const fake = new URL(target);
  const realRequest = https.request;
  https.request = function request(options, ...rest) {
    const host =
      typeof options === "object" && options !== null && !(options instanceof URL)
        ? (options.host ?? options.hostname)
        : undefined;
    if (host !== "api.stripe.com") return realRequest.call(this, options, ...rest);
    const { agent: _agent, ciphers: _ciphers, ...plain } = options;
    return http.request(
      { ...plain, host: fake.hostname, hostname: fake.hostname, port: Number(fake.port), protocol: "http:" },
      ...rest,
    );
  };
  syncBuiltinESMExports();
}
