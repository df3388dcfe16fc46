import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';

// A loopback stand-in for the GitHub REST API, for the end-to-end test: it answers from a route
// table, records every request, and checks each against GitHub's own OpenAPI description
// (@octokit/openapi): the method and path template must exist, and a JSON body must satisfy the
// operation's request schema (required fields, enums, types, maxItems). A request the real API
// would refuse is recorded as a violation, which fails the test.

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

interface Operation {
  readonly method: string;
  readonly template: string;
  readonly pattern: RegExp;
  /** Compiled on first use: most of GitHub's ~1,000 operations are never called. */
  readonly validate?: () => ValidateFunction;
  readonly requiredQuery: readonly string[];
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly template: string | undefined;
  readonly body: unknown;
  readonly at: number;
}

export interface Reply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export type Route = (req: RecordedRequest, baseUrl: string) => Reply | undefined;

const require = createRequire(import.meta.url);

export function loadOperations(): Operation[] {
  const spec = JSON.parse(readFileSync(require.resolve('@octokit/openapi/generated/api.github.com.json'), 'utf8')) as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: Json }> }; parameters?: Json[] }>
    >;
  };
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const resolve = (node: Json, seen: readonly string[] = []): Json => {
    if (Array.isArray(node)) return node.map((n) => resolve(n, seen));
    if (node === null || typeof node !== 'object') return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      if (seen.includes(ref)) return {}; // a cycle: accept anything below it
      const target = ref
        .slice(2)
        .split('/')
        .reduce<Json>(
          (n, key) => (n as Record<string, Json>)[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json,
          spec as unknown as Json,
        );
      return resolve(target, [...seen, ref]);
    }
    // OpenAPI 3.0's `nullable` is not JSON Schema: turn it into a type that admits null.
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(node)) out[k] = resolve(v, seen);
    if (out.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
    delete out.nullable;
    return out;
  };
  const ops: Operation[] = [];
  for (const [template, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'patch', 'put', 'delete'].includes(method)) continue;
      const pattern = new RegExp(
        `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
      );
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const params =
        (resolve((op.parameters ?? []) as Json) as { in?: string; name?: string; required?: boolean }[]) ?? [];
      ops.push({
        method: method.toUpperCase(),
        template,
        pattern,
        ...(schema ? { validate: once(() => ajv.compile(resolve(schema) as object)) } : {}),
        requiredQuery: params.filter((p) => p.in === 'query' && p.required).map((p) => p.name ?? ''),
      });
    }
  }
  return ops;
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly violations: string[] = [];
  /** CONNECT tunnels opened through this server acting as the runner's proxy. */
  tunnels = 0;
  private server: Server | undefined;
  baseUrl = '';

  constructor(
    private readonly operations: readonly Operation[],
    private readonly routes: Route[],
  ) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req).then((reply) => {
        res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
        res.end(
          reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body),
        );
      });
    });
    // As an HTTP proxy it tunnels (CONNECT) to any loopback port, itself included.
    this.server.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => {
      this.tunnels += 1;
      const [host = '127.0.0.1', port = '80'] = (req.url ?? '').split(':');
      const upstream = connect(Number(port), host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
    return this.baseUrl;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage): Promise<Reply> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.baseUrl);
    const method = req.method ?? 'GET';
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      this.violations.push(`${method} ${url.pathname}: body is not JSON`);
    }
    const op = this.operations.find((o) => o.method === method && o.pattern.test(url.pathname));
    const recorded: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      template: op?.template,
      body,
      at: performance.now(),
    };
    this.requests.push(recorded);
    if (!op) {
      this.violations.push(`${method} ${url.pathname}: no such operation in GitHub's OpenAPI description`);
      return { status: 404, body: { message: 'Not Found' } };
    }
    for (const q of op.requiredQuery)
      if (!url.searchParams.has(q)) this.violations.push(`${method} ${op.template}: missing query parameter ${q}`);
    const validate = op.validate?.();
    if (validate && body !== undefined && !validate(body)) {
      this.violations.push(`${method} ${op.template}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
      return { status: 422, body: { message: 'Validation Failed' } };
    }
    if (req.headers.authorization !== undefined && !/^(token|bearer) /i.test(req.headers.authorization)) {
      this.violations.push(`${method} ${op.template}: malformed authorization header`);
    }
    for (const route of this.routes) {
      const reply = route(recorded, this.baseUrl);
      if (reply) return reply;
    }
    this.violations.push(`${method} ${url.pathname}${url.search}: the test has no answer for it`);
    return { status: 404, body: { message: 'Not Found' } };
  }
}
