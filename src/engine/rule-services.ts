import type { ApprovalVerifications } from '../rules/approval/approval-verification.js';
import type { CrdCatalog } from '../rules/cr/crd-catalog.js';
import type { GoWebhookFiles } from '../rules/cr/go-registered-webhooks.js';
import type { KoDataWebhookFiles } from '../rules/cr/ko-data-webhooks.js';
import type { DependencyGateFiles } from '../rules/lifecycle/dependency-gates.js';
import type { VendoredGoPackages } from '../rules/compat/vendored-go.js';
import type { ReleasedCrds } from '../rules/released-crds.js';

// Facts from outside the repository that rules may read (DESIGN §2.3): rules are pure and
// synchronous, so the caller gathers these before review() and hands them in. Absent when the
// user did not ask for them; rules that need them then report nothing. Each family defines what
// its facts are (approval/approval-verification.ts); the engine only carries them.

export interface RuleServices {
  readonly approvals?: ApprovalVerifications;
  /** The CRDs of the configured `cr.catalog` directory, for matching custom resources only. */
  readonly crdCatalog?: CrdCatalog;
  /** The gate files of the Go modules the repository requires, for gate names it does not define. */
  readonly dependencyGates?: DependencyGateFiles;
  /** The mutating webhook configurations of the checkout's kodata/ directories, which the review passes by. */
  readonly koDataWebhooks?: KoDataWebhookFiles;
  /** The Go files of the checkout that register mutating webhooks at run time, which no manifest holds. */
  readonly goWebhooks?: GoWebhookFiles;
  /** The CRDs of the repository's latest releases (git tags), for compat/ to tell breaks of unreleased fields. */
  readonly releases?: ReleasedCrds;
  /** The Go packages the checkout vendors, for the Go types of CRD properties held in another module's types. */
  readonly vendoredGo?: VendoredGoPackages;
}
