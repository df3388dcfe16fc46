/**
 * The name the standard input is reviewed under (`helm template … | kube-api-review -`): a stream
 * of manifests, read as YAML whatever it holds, as `kubectl apply -f -` reads it. Its own module,
 * so that the CLI names it without loading the parser.
 */
export const STDIN_PATH = '<stdin>';
