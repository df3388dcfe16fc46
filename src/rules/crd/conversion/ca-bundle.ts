// client-go's rootCertPool (CRD-CONV-006): a caBundle is valid when its bytes hold at least one
// PEM CERTIFICATE block that parses as an X.509 certificate (x509.CertPool.AppendCertsFromPEM).
// In v1 JSON and YAML the bytes are base64; text that is not base64 fails decoding instead.
// node:crypto is loaded when a CRD has a caBundle, not with the rules: it costs a CLI start
// about 6 ms (issue 17 item 4).

const BLOCK = /-----BEGIN CERTIFICATE-----\r?\n([\s\S]*?)-----END CERTIFICATE-----/g;

export function isValidCaBundle(base64: string): boolean {
  const pem = Buffer.from(base64, 'base64').toString('latin1');
  const { X509Certificate } = process.getBuiltinModule('node:crypto');
  for (const m of pem.matchAll(BLOCK)) {
    try {
      new X509Certificate(
        `-----BEGIN CERTIFICATE-----\n${(m[1] ?? '').replace(/\s+/g, '')}\n-----END CERTIFICATE-----\n`,
      );
      return true;
    } catch {
      // not a certificate: AppendCertsFromPEM skips it and reads on
    }
  }
  return false;
}
