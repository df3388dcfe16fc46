import { isInTestTree } from '../parse/test-trees.js';
import type { KubeObject } from '../parse/kube-object.js';
import { softenedRejection } from './softened-rejection.js';

// A CRD in a test tree (envtest's `test/crds`, a kuttl step, `config/samples/tests/crds`) is
// installed by the tests that use it, afresh each run: no cluster keeps an older copy of it, so
// what the apiserver refuses only of an update (a stored version dropped, a scope or kind
// changed) meets nobody's stored object. compat/ says its breaks as notices; the crd/ family's
// update rejections of such a CRD are notices too, and carry no data.apiserver (DESIGN §5: no
// cluster that holds it refuses anything).

export const TEST_TREE_NOTE = 'a CRD in a test tree, which tests install, not users';

/** Whether what is refused of an update of this CRD is said as a notice (testTreeRejection). */
export const isTestTreeCrd = (crd: KubeObject): boolean => isInTestTree(crd.source.file);

/** An update rejection of a test tree's CRD: a notice saying why, without data.apiserver. */
export const testTreeRejection = <R extends { readonly apiserver?: unknown }>(report: R) =>
  softenedRejection(report, 'notice', TEST_TREE_NOTE);
