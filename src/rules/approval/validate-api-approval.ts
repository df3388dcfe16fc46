import { invalid, required, type FieldError } from '../../engine/field-error.js';
import { approvalReason, type ApprovalState } from './approval-state.js';
import { APPROVAL_PATH, type ApprovalSubject } from './approval-subject.js';

// The apiserver's validateAPIApproval (apiextensions-apiserver validation.go;
// spec/crd-validation.md CRD-APPROVAL-003…006). The ratchet is decided by the caller from the
// stored object, once, into `storedState`: undefined for a create.
export function validateApiApproval(subject: ApprovalSubject, storedState: ApprovalState | undefined): FieldError[] {
  // Outside the protected groups the annotation is ignored entirely, whatever it holds
  // (CRD-APPROVAL-006; KEP-1111 said otherwise, which was never implemented).
  if (!subject.isProtected) return [];
  // A value that is not a string fails decoding before validation runs: no approval error.
  if (subject.annotation.kind === 'not-a-string') return [];
  // Ratcheting by state, not by value: an unchanged state never fails, so CRDs stored before
  // approval was enforced (or through v1beta1, CRD-APPROVAL-008) stay updatable.
  if (storedState !== undefined && storedState === subject.state) return [];
  const reason = approvalReason(subject.state, subject.value);
  switch (subject.state) {
    case 'Missing':
      return [required(APPROVAL_PATH, reason)];
    case 'Invalid':
      return [invalid(APPROVAL_PATH, subject.value, reason)];
    case 'Approved':
    case 'Bypassed':
      return [];
  }
}
