import ts from "typescript";

// One way to set up an HTTP test (issue 39): a file under tests/http that starts the app, calls it
// over HTTP, or starts a worker, a webhook receiver or its own environment in its hooks does it
// through httpHarness() (tests/support/http-harness.ts), which starts them in order and tears them
// down in reverse even after a failed start. The app's server is started by the harness alone.
// Files that test migrations, processes or helpers do none of these and keep their own hooks.

export type TestFile = { file: string; text: string };

const HOOKS = new Set(["beforeAll", "beforeEach"]);
/** What the harness starts or sets, when a file writes it in its own hooks. */
const PREAMBLE = new Set(["startTestWorker", "startReceiver", "resetEnvCache"]);
/** The fixtures that call the app over HTTP; reading a server's `baseUrl` is the other way. */
const CALLS_THE_APP = new Set(["apiClient", "signInAdmin"]);

const nameOf = (call: ts.CallExpression): string | undefined =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : undefined;

function inHook(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent)
    if (ts.isCallExpression(at) && HOOKS.has(nameOf(at) ?? "")) return true;
  return false;
}

/** What a test file does, read by TypeScript's parser (never from a comment or a string). */
function scan({ file, text }: TestFile) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = { harness: false, startsServer: false, callsApp: false, preamble: new Set<string>() };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = nameOf(node) ?? "";
      if (name === "httpHarness") found.harness = true;
      if (name === "startTestServer") found.startsServer = true;
      if (CALLS_THE_APP.has(name)) found.callsApp = true;
      if (PREAMBLE.has(name) && inHook(node)) found.preamble.add(name);
    }
    if (ts.isPropertyAccessExpression(node) && node.name.text === "baseUrl") found.callsApp = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `file: why` for each HTTP test file that sets itself up by hand. */
export function harnessViolations(files: TestFile[]): string[] {
  return files.flatMap((testFile) => {
    const found = scan(testFile);
    const { file } = testFile;
    return [
      ...(found.startsServer ? [`${file}: starts the app's server itself (startTestServer): httpHarness() does`] : []),
      ...(!found.harness && found.callsApp ? [`${file}: calls the app over HTTP without httpHarness()`] : []),
      ...(!found.harness && found.preamble.size > 0
        ? [
            `${file}: ${[...found.preamble].join(", ")} in its own hooks: httpHarness({ worker, receiver, env }) does it`,
          ]
        : []),
    ];
  });
}

/** Whether the file sets itself up through httpHarness(). */
export const usesHarness = (testFile: TestFile): boolean => scan(testFile).harness;
