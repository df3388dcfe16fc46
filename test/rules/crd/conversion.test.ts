import { readFileSync } from 'node:fs';
import { conversion } from '../../../src/rules/crd/conversion.js';
import { ruleTester } from '../../support/rule-tester.js';
import { ONE_VERSION, widgetCrd } from './schema/widget-crd.js';

// spec/crd-validation.md §7, CRD-CONV-001..008: the apiserver reports at internal paths
// (spec.conversion.webhookClientConfig…); findings stand where the v1 manifest has them
// (spec.conversion.webhook.clientConfig…).

// A self-signed certificate, base64 of its PEM: a caBundle client-go can load.
const VALID_CA = readFileSync(new URL('fixtures/ca-bundle.b64', import.meta.url), 'utf8').trim();

// spec.conversion, when there is one, is on line 11.
const crd = (conversionYaml: string) => widgetCrd({ versions: ONE_VERSION, after: `  ${conversionYaml}` });
const webhook = (clientConfig: string, versions = '[v1]') => crd(`conversion: {strategy: Webhook, webhook: {conversionReviewVersions: ${versions}, clientConfig: ${clientConfig}}}`);
const service = (s: string) => webhook(`{service: ${s}}`);
const FORM = '; desired format: https://host[/path]';

ruleTester(conversion, {
  valid: [
    { name: 'no conversion stanza is strategy None, even with several versions', head: crd('') },
    { name: 'strategy None', head: crd('conversion: {strategy: None}') },
    { name: 'a webhook Service that need not exist yet; port defaults to 443', head: service('{name: conv, namespace: system, path: /convert}') },
    { name: 'a webhook URL', head: webhook('{url: "https://conv.example.com/convert"}') },
    { name: 'an invalid caBundle is allowed on create', head: webhook('{url: "https://conv.example.com", caBundle: Cg==}') },
    {
      name: 'update: an unrecognised review version stays allowed when it was stored so',
      head: webhook('{url: "https://conv.example.com"}', '[v3]'),
      base: webhook('{url: "https://conv.example.com"}', '[v2]'),
    },
    { name: 'path segments may hold dots', head: service('{name: conv, namespace: system, path: /convert.v1/}') },
  ],
  invalid: [
    {
      name: 'a strategy in the wrong case',
      head: crd('conversion: {strategy: webhook}'),
      findings: [
        {
          line: 11,
          column: 26,
          fieldPath: 'spec.conversion.strategy',
          message: 'the apiserver rejects widgets.example.com: spec.conversion.strategy: Unsupported value: "webhook": supported values: "None", "Webhook"; set spec.conversion.strategy to None or Webhook',
          apiserver: { path: 'spec.conversion.strategy', type: 'Unsupported value', detail: '"webhook": supported values: "None", "Webhook"' },
        },
      ],
    },
    {
      name: 'an empty conversion has an empty strategy',
      head: crd('conversion: {}'),
      findings: [{ line: 11, column: 3, fieldPath: 'spec.conversion.strategy', apiserver: { path: 'spec.conversion.strategy', type: 'Required value', detail: '' } }],
    },
    {
      name: 'Webhook without a webhook',
      head: crd('conversion: {strategy: Webhook}'),
      findings: [
        { line: 11, column: 3, fieldPath: 'spec.conversion.webhook.clientConfig', apiserver: { path: 'spec.conversion.webhookClientConfig', type: 'Required value', detail: 'required when strategy is set to Webhook' } },
        { line: 11, column: 3, fieldPath: 'spec.conversion.webhook.conversionReviewVersions', apiserver: { path: 'spec.conversion.conversionReviewVersions', type: 'Required value', detail: '' } },
      ],
    },
    {
      name: 'both url and service',
      head: webhook('{url: "https://a.example.com", service: {name: a, namespace: b}}'),
      findings: [{ line: 11, column: 77, fieldPath: 'spec.conversion.webhook.clientConfig', apiserver: { path: 'spec.conversion.webhookClientConfig', type: 'Required value', detail: 'exactly one of url or service is required' } }],
    },
    {
      name: 'http, a query and a fragment',
      head: webhook('{url: "http://a.example.com/c?x=1#top"}'),
      findings: [
        { line: 11, column: 97, fieldPath: 'spec.conversion.webhook.clientConfig.url', apiserver: { path: 'spec.conversion.webhookClientConfig.url', type: 'Invalid value', detail: `"http": 'https' is the only allowed URL scheme${FORM}` } },
        { line: 11, column: 97, apiserver: { path: 'spec.conversion.webhookClientConfig.url', type: 'Invalid value', detail: '"top": fragments are not permitted in the URL' } },
        { line: 11, column: 97, apiserver: { path: 'spec.conversion.webhookClientConfig.url', type: 'Invalid value', detail: '"x=1": query parameters are not permitted in the URL' } },
      ],
    },
    {
      name: 'a URL without a host',
      head: webhook('{url: "https:///convert"}'),
      findings: [{ line: 11, column: 97, apiserver: { path: 'spec.conversion.webhookClientConfig.url', type: 'Invalid value', detail: `"": host must be specified${FORM}` } }],
    },
    {
      name: 'a URL Go cannot parse',
      head: webhook('{url: "https://a b.example.com"}'),
      findings: [
        {
          line: 11,
          column: 97,
          apiserver: { path: 'spec.conversion.webhookClientConfig.url', type: 'Required value', detail: `url must be a valid URL: parse "https://a b.example.com": invalid character " " in host name${FORM}` },
        },
      ],
    },
    {
      name: 'a service without a name is reported at namespace, as the apiserver swaps them',
      head: service('{namespace: system}'),
      findings: [
        {
          line: 11,
          column: 92,
          fieldPath: 'spec.conversion.webhook.clientConfig.service.name',
          apiserver: { path: 'spec.conversion.webhookClientConfig.service.namespace', type: 'Required value', detail: '' },
        },
      ],
    },
    {
      name: 'port 0, and a path with an underscore',
      head: service('{name: conv, namespace: system, port: 0, path: /convert_v1}'),
      findings: [
        { line: 11, column: 139, fieldPath: 'spec.conversion.webhook.clientConfig.service.port', apiserver: { path: 'spec.conversion.webhookClientConfig.service.port', type: 'Invalid value', detail: '0: port is not valid: must be between 1 and 65535, inclusive' } },
        {
          line: 11,
          column: 148,
          fieldPath: 'spec.conversion.webhook.clientConfig.service.path',
          apiserver: {
            path: 'spec.conversion.webhookClientConfig.service.path',
            type: 'Invalid value',
            detail:
              "\"/convert_v1\": segment[0]: a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
          },
        },
      ],
    },
    {
      name: 'review versions without v1 or v1beta1, one twice',
      head: webhook('{url: "https://a.example.com"}', '[v2, v2]'),
      findings: [
        { line: 11, column: 45, fieldPath: 'spec.conversion.webhook.conversionReviewVersions', apiserver: { path: 'spec.conversion.conversionReviewVersions', type: 'Invalid value', detail: '["v2","v2"]: must include at least one of v1, v1beta1' } },
        { line: 11, column: 76, fieldPath: 'spec.conversion.webhook.conversionReviewVersions[1]', apiserver: { path: 'spec.conversion.conversionReviewVersions[1]', type: 'Invalid value', detail: '"v2": duplicate version' } },
      ],
    },
    {
      name: 'webhook settings with strategy None',
      head: crd('conversion: {strategy: None, webhook: {conversionReviewVersions: [v1], clientConfig: {url: "https://a.example.com"}}}'),
      findings: [
        { line: 11, column: 42, fieldPath: 'spec.conversion.webhook.conversionReviewVersions', apiserver: { path: 'spec.conversion.conversionReviewVersions', type: 'Forbidden', detail: 'should not be set when strategy is not set to Webhook' } },
        { line: 11, column: 74, fieldPath: 'spec.conversion.webhook.clientConfig', apiserver: { path: 'spec.conversion.webhookClientConfig', type: 'Forbidden', detail: 'should not be set when strategy is not set to Webhook' } },
      ],
    },
    {
      name: 'update: an Established CRD may not trade a valid caBundle for an invalid one',
      head: webhook('{url: "https://a.example.com", caBundle: Cg==}'),
      base: webhook(`{url: "https://a.example.com", caBundle: ${VALID_CA}}`),
      findings: [
        {
          line: 11,
          column: 132,
          fieldPath: 'spec.conversion.webhook.clientConfig.caBundle',
          apiserver: { path: 'spec.conversion.webhookClientConfig.caBundle', type: 'Invalid value', detail: '"Cg==": unable to load root certificates: unable to parse bytes as PEM block' },
        },
      ],
    },
  ],
});
