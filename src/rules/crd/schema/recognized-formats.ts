// The formats kube-apiserver validates in CRD schemas (apiextensions-apiserver
// pkg/apiserver/validation/formats.go, supportedVersionedFormats, at the default compatibility
// version of 1.36). Names are compared with '-' removed, as go-openapi normalises them, so
// `date-time` is `datetime`. Only `type: string` nodes are judged (GetUnrecognizedFormats): the
// numeric formats (int32, int64, float, double) and formats on arrays are never reported.
const RECOGNIZED: ReadonlySet<string> = new Set([
  'bsonobjectid',
  'uri',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'cidr',
  'mac',
  'uuid',
  'uuid3',
  'uuid4',
  'uuid5',
  'isbn',
  'isbn10',
  'isbn13',
  'creditcard',
  'ssn',
  'hexcolor',
  'rgbcolor',
  'byte',
  'password',
  'date',
  'duration',
  'datetime',
  // since 1.34
  'k8sshortname',
  'k8slongname',
]);

/** The format kube-apiserver warns about on this node (spec §13 WARN-001), or undefined. */
export function unrecognizedFormat(type: string, format: string): string | undefined {
  if (format === '' || type !== 'string') return undefined;
  return RECOGNIZED.has(format.replaceAll('-', '')) ? undefined : format;
}

/** Whether kube-apiserver checks string values against this format (compat/ compares only those). */
export const isRecognizedFormat = (format: string): boolean => RECOGNIZED.has(format.replaceAll('-', ''));
