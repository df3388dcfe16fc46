// Where each rule's page lives; findings link to it. The pages are in docs/rules/ of this repo.
export const REPOSITORY_URL = 'https://github.com/kube-api-review/kube-api-review';

export const docsUrl = (ruleId: string): string => `${REPOSITORY_URL}/blob/main/docs/rules/${ruleId}.md`;
