// A test preload (node --import): sends the process's calls to Persona's API
// (https://api.withpersona.com) to a local fake instead, at TEST_PERSONA_ROUTE. Production refuses
// PERSONA_API_BASE, so this is how a production-mode process under test meets the fake Persona
// without any test switch in the app. Nothing else is touched; without the variable it does nothing.
const target = process.env.TEST_PERSONA_ROUTE;
if (target) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== "https://api.withpersona.com") return realFetch(input, init);
    return realFetch(new URL(`${url.pathname}${url.search}`, target), init);
  };
}
