import { describe, expect, it } from 'vitest';
import { releaseName, releasesFiles, releaseTags, type ReleaseTag } from '../../src/sources/release-history.js';
import { datedRepository } from '../support/dated-repository.js';

// Which tags count as releases, and which of them a review compares with (release-history.ts).

const repository = () => datedRepository('kar-releases-');

/** Release names as messages give them, the base's own marked. */
const named = (tags: readonly ReleaseTag[]) => tags.map((t) => `${releaseName(t.ref)}${t.ofBase ? ' (base)' : ''}`);

describe('releaseTags', () => {
  it("takes the base's newest release, then the two newest others the reviewed commit is not in", () => {
    const { root, git, commit } = repository();
    const c1 = commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('tag', 'v1.0.0');
    git('tag', 'latest'); // not a version: not a release
    git('tag', 'test/v1.0.0'); // a second module's tag of the same commit: the same release, once
    git('switch', '-q', '-c', 'release-1.0', c1);
    commit({ 'a.yaml': 'a: 2\n' }, 'a fix on the release branch');
    git('tag', 'v1.0.1');
    git('switch', '-q', 'main');
    commit({ 'a.yaml': 'a: 3\n' }, 'two');
    git('tag', '-a', '-m', 'rc', 'api/v1.1.0-rc.1'); // annotated, in a path: a release
    const base = commit({ 'a.yaml': 'a: 4\n' }, 'three');
    const head = commit({ 'a.yaml': 'a: 5\n' }, 'four');
    git('tag', 'v1.2.0'); // made after the reviewed commit: it holds the change
    expect(releaseTags(root, { base, head })).toEqual([
      { ref: 'refs/tags/api/v1.1.0-rc.1', ofBase: true },
      { ref: 'refs/tags/v1.0.1', ofBase: false },
      { ref: 'refs/tags/v1.0.0', ofBase: false },
    ]);
    // Reviewing the working tree on the base itself: every tag may be compared with, and v1.2.0,
    // newer on the same branch, has all the base's api/v1.1.0-rc.1 had.
    git('switch', '-q', '--detach', base);
    expect(named(releaseTags(root, { base, head: 'work tree' }))).toEqual(['v1.2.0', 'v1.0.1']);
    // On the head commit, against the base: v1.2.0 holds the reviewed commit.
    git('switch', '-q', '--detach', head);
    expect(named(releaseTags(root, { base, head: 'work tree' }))).toEqual([
      'api/v1.1.0-rc.1 (base)',
      'v1.0.1',
      'v1.0.0',
    ]);
  });

  it('orders releases of one date by version, newest first (commits rebased together share their date)', () => {
    const { root, git, commit } = repository();
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    commit({ 'a.yaml': 'a: 2\n' }, 'two');
    commit({ 'a.yaml': 'a: 3\n' }, 'three');
    commit({ 'a.yaml': 'a: 4\n' }, 'four');
    git('rebase', '-q', '--force-rebase', '--root'); // every commit rewritten in one second
    const [head = '', base = '', rc = '', first = ''] = git('log', '--format=%H').split('\n');
    expect(new Set(git('log', '--format=%cd').split('\n')).size).toBe(1);
    // Lightweight tags: dated by their commits. By name, v1.0.0 came first and was the base's.
    git('tag', 'v1.1.0-rc.0', rc);
    git('tag', 'v1.0.0', first);
    expect(named(releaseTags(root, { base, head }))).toEqual(['v1.1.0-rc.0 (base)', 'v1.0.0']);
    // A final release after its prerelease, by version too.
    git('tag', 'v1.1.0', base);
    expect(named(releaseTags(root, { base, head }))).toEqual(['v1.1.0 (base)', 'v1.1.0-rc.0', 'v1.0.0']);
  });

  // openshift/cluster-api-provider-gcp: the fork keeps tags of a history its main branch does not share.
  it('takes no tag of another history for a release', () => {
    const { root, git, commit } = repository();
    git('switch', '-q', '--orphan', 'old-fork');
    commit({ 'a.yaml': 'a: 0\n' }, 'another root');
    git('tag', 'v0.0.0');
    git('switch', '-q', '--orphan', 'main2');
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('tag', 'v0.1.0');
    const base = commit({ 'a.yaml': 'a: 2\n' }, 'two');
    const head = commit({ 'a.yaml': 'a: 3\n' }, 'three');
    expect(named(releaseTags(root, { base, head }))).toEqual(['v0.1.0 (base)']);
  });

  // pingcap/tidb-operator released v2.0.1 from a line with its own root, beside v1.6.6 on main.
  it('says nothing where the newest release is of another history: the older line tells nothing of it', () => {
    const { root, git, commit } = repository();
    git('switch', '-q', '--orphan', 'v2');
    commit({ 'a.yaml': 'a: 0\n' }, 'the v2 line');
    git('tag', 'v2.0.1');
    git('switch', '-q', '--orphan', 'main2');
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('switch', '-q', '-c', 'release-1.6');
    commit({ 'a.yaml': 'a: 1.6\n' }, 'a patch');
    git('tag', 'v1.6.6');
    git('switch', '-q', 'main2');
    const base = commit({ 'a.yaml': 'a: 2\n' }, 'two');
    const head = commit({ 'a.yaml': 'a: 3\n' }, 'three');
    expect(releaseTags(root, { base, head })).toEqual([]);
  });

  it('takes a version after a name and a dash for a release (release-0.25.3, a chart-releaser tag)', () => {
    const { root, git, commit } = repository();
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('tag', 'release-0.25.3');
    commit({ 'a.yaml': 'a: 2\n' }, 'two');
    git('tag', 'widgets-chart-1.2.0');
    git('tag', 'nightly'); // no version: not a release
    git('tag', '1.3.x'); // a line's start (stackrox's 4.10.x on master): not a release
    git('tag', 'v1.4-base'); // where a line branched (apicast-operator's v3.10-base): not a release
    const base = commit({ 'a.yaml': 'a: 3\n' }, 'three');
    const head = commit({ 'a.yaml': 'a: 4\n' }, 'four');
    expect(named(releaseTags(root, { base, head }))).toEqual(['widgets-chart-1.2.0 (base)', 'release-0.25.3']);
  });

  it('beside bare versions, takes a named version only after release- (an image or chart tag is no release of the project)', () => {
    const { root, git, commit } = repository();
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('tag', 'mariadb-cluster-1.0.0'); // a chart of the same commit: the release is named v1.0.0
    git('tag', 'v1.0.0');
    commit({ 'a.yaml': 'a: 2\n' }, 'two');
    git('tag', 'fluentd-drain-watch-v0.0.5'); // an image built beside the project: not a release
    commit({ 'a.yaml': 'a: 3\n' }, 'three');
    git('tag', 'release-1.1.0');
    const base = commit({ 'a.yaml': 'a: 4\n' }, 'four');
    const head = commit({ 'a.yaml': 'a: 5\n' }, 'five');
    expect(named(releaseTags(root, { base, head }))).toEqual(['release-1.1.0 (base)', 'v1.0.0']);
  });

  it('takes named versions for the releases where the bare versions stopped over a year before them', () => {
    // linkerd2: v18.9.1 in 2018, then stable-2.x and edge-YY.M.N.
    const { root, git, commit, wait } = repository();
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('tag', 'v18.9.1');
    wait(400 * 24 * 60 * 60);
    commit({ 'a.yaml': 'a: 2\n' }, 'two');
    git('tag', 'stable-2.13.3');
    commit({ 'a.yaml': 'a: 3\n' }, 'three');
    git('tag', 'edge-24.1.1');
    const base = commit({ 'a.yaml': 'a: 4\n' }, 'four');
    const head = commit({ 'a.yaml': 'a: 5\n' }, 'five');
    expect(named(releaseTags(root, { base, head }))).toEqual(['edge-24.1.1 (base)', 'stable-2.13.3', 'v18.9.1']);
  });

  it("names a commit by its final release where a prerelease of the next line shares it (cluster-api-provider-ibmcloud's v0.14.0 and v0.15.0-alpha.0)", () => {
    const { root, git, commit } = repository();
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('tag', 'v0.9.0');
    commit({ 'a.yaml': 'a: 2\n' }, 'two');
    git('tag', 'v1.0.0');
    git('tag', 'v1.1.0-alpha.0');
    const base = commit({ 'a.yaml': 'a: 3\n' }, 'three');
    const head = commit({ 'a.yaml': 'a: 4\n' }, 'four');
    expect(named(releaseTags(root, { base, head }))).toEqual(['v1.0.0 (base)', 'v0.9.0']);
  });

  it('takes named versions for the releases where they carried on the bare numbering', () => {
    // keptn's lifecycle-toolkit: v0.8.0, then klt-v0.8.1, lifecycle-operator-v0.9.0 (4febd9926).
    const { root, git, commit, wait } = repository();
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('tag', 'v0.8.0');
    wait(60 * 24 * 60 * 60);
    commit({ 'a.yaml': 'a: 2\n' }, 'two');
    git('tag', 'klt-v0.8.1');
    wait(60 * 24 * 60 * 60);
    commit({ 'a.yaml': 'a: 3\n' }, 'three');
    git('tag', 'lifecycle-operator-v0.9.0');
    const base = commit({ 'a.yaml': 'a: 4\n' }, 'four');
    const head = commit({ 'a.yaml': 'a: 5\n' }, 'five');
    expect(named(releaseTags(root, { base, head }))).toEqual([
      'lifecycle-operator-v0.9.0 (base)',
      'klt-v0.8.1',
      'v0.8.0',
    ]);
    // One named version past them (a chart numbered on its own) leaves the bare versions the releases.
    git('tag', '-d', 'klt-v0.8.1');
    expect(named(releaseTags(root, { base, head }))).toEqual(['v0.8.0 (base)']);
  });

  it("leaves out the base's release when a newer one chosen descends from it (releases made on release branches)", () => {
    const { root, git, commit } = repository();
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('tag', 'v0.1.0'); // the last tag made on main
    const forked = commit({ 'a.yaml': 'a: 2\n' }, 'two');
    git('switch', '-q', '-c', 'release-1.0', forked);
    commit({ 'a.yaml': 'a: 3\n' }, 'released');
    git('tag', 'v1.0.0');
    commit({ 'a.yaml': 'a: 4\n' }, 'a fix');
    git('tag', 'v1.0.1');
    git('switch', '-q', 'main');
    const base = commit({ 'a.yaml': 'a: 5\n' }, 'three');
    const head = commit({ 'a.yaml': 'a: 6\n' }, 'four');
    expect(named(releaseTags(root, { base, head }))).toEqual(['v1.0.1', 'v1.0.0']);
  });

  it("keeps the base's release when what descends from it is an older version or a prerelease (a side branch's tag)", () => {
    // cluster-api-bootstrap-provider-microk8s: v0.1.1-tmp tagged on a branch cut after v0.2.5.
    for (const side of ['v0.1.1-tmp', 'v0.3.0-rc.1', 'v0.1.1']) {
      const { root, git, commit } = repository();
      commit({ 'a.yaml': 'a: 1\n' }, 'one');
      git('tag', 'v0.2.5');
      const forked = commit({ 'a.yaml': 'a: 2\n' }, 'two');
      git('switch', '-q', '-c', 'side', forked);
      commit({ 'a.yaml': 'a: 3\n' }, 'side');
      git('tag', side);
      git('switch', '-q', 'main');
      const base = forked;
      const head = commit({ 'a.yaml': 'a: 4\n' }, 'three');
      expect(named(releaseTags(root, { base, head })), side).toEqual(['v0.2.5 (base)', side]);
    }
  });

  it('keeps the base’s release when the base is that release (`--base v0.1.0`)', () => {
    const { root, git, commit } = repository();
    const base = commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('tag', 'v0.1.0');
    commit({ 'a.yaml': 'a: 2\n' }, 'two');
    git('tag', 'v0.2.0');
    commit({ 'a.yaml': 'a: 3\n' }, 'three');
    // The working tree is reviewed against v0.1.0: v0.2.0 descends from it, but removed since
    // what the base has is what the change changes.
    expect(named(releaseTags(root, { base, head: 'work tree' }))).toEqual(['v0.1.0 (base)', 'v0.2.0']);
  });

  it('adds the newest final release by version when the newest by date are patches of an older line', () => {
    const { root, git, commit } = repository();
    const c1 = commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('tag', 'v1.0.0');
    git('switch', '-q', '-c', 'release-2.3', c1);
    commit({ 'a.yaml': 'a: 2\n' }, 'two');
    git('tag', 'v2.3.0');
    git('switch', '-q', '-c', 'release-1.9', c1);
    commit({ 'a.yaml': 'a: 3\n' }, 'a fix');
    git('tag', 'v1.9.4');
    commit({ 'a.yaml': 'a: 4\n' }, 'another fix');
    git('tag', 'v1.9.5');
    git('switch', '-q', 'main');
    const base = commit({ 'a.yaml': 'a: 5\n' }, 'three');
    const head = commit({ 'a.yaml': 'a: 6\n' }, 'four');
    // kubeedge: v1.15.x patches tagged after v1.16.1.
    expect(named(releaseTags(root, { base, head }))).toEqual(['v1.9.5', 'v1.9.4', 'v2.3.0']);
  });

  it('takes the first release alone where every release came after the reviewed commit', () => {
    const { root, git, commit } = repository();
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    const base = commit({ 'a.yaml': 'a: 2\n' }, 'two');
    const head = commit({ 'a.yaml': 'a: 3\n' }, 'three');
    commit({ 'a.yaml': 'a: 4\n' }, 'four');
    git('tag', 'v0.1.0');
    git('tag', 'charts/widgets/v0.1.0'); // of the same commit: the release is named v0.1.0
    commit({ 'a.yaml': 'a: 5\n' }, 'five');
    git('tag', 'v0.2.0');
    expect(releaseTags(root, { base, head })).toEqual([{ ref: 'refs/tags/v0.1.0', ofBase: false, first: true }]);
    // A pull request reviewed when it is made: no tag holds it yet, and the releases before it are compared with.
    const pending = commit({ 'a.yaml': 'a: 6\n' }, 'six');
    expect(named(releaseTags(root, { base: `${pending}~1`, head: pending }))).toEqual(['v0.2.0 (base)', 'v0.1.0']);
  });

  // openshift/local-storage-operator tags nothing and releases from release-4.x branches.
  it('takes release branches for the releases where the repository tags none', () => {
    const { root, git, commit } = repository();
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('branch', 'release-1.0');
    git('branch', 'release-next'); // no version: no release
    git('branch', 'feature-2.0');
    commit({ 'a.yaml': 'a: 2\n' }, 'two');
    git('switch', '-q', 'release-1.0');
    commit({ 'a.yaml': 'a: 1.1\n' }, 'a backport');
    git('switch', '-q', 'main');
    const base = commit({ 'a.yaml': 'a: 3\n' }, 'three');
    git('branch', 'release-1.1');
    const head = commit({ 'a.yaml': 'a: 4\n' }, 'four');
    // release-1.1 was cut from the base: the base's own release.
    expect(releaseTags(root, { base, head })).toEqual([
      { ref: 'refs/heads/release-1.1', ofBase: true },
      { ref: 'refs/heads/release-1.0', ofBase: false },
    ]);
    // A placeholder version's branch (AKO's release-99.9.9, its 1.13.3 line renamed): no release.
    git('switch', '-q', '-c', 'release-99.9.9', base);
    commit({ 'a.yaml': 'a: 99\n' }, 'version 99.9.9');
    git('switch', '-q', 'main');
    expect(releaseTags(root, { base, head })).toEqual([
      { ref: 'refs/heads/release-1.1', ofBase: true },
      { ref: 'refs/heads/release-1.0', ofBase: false },
    ]);
    // A tag of a later version: tags name the releases, and branches of older versions none.
    git('tag', 'v1.2.0', base);
    expect(named(releaseTags(root, { base, head }))).toEqual(['v1.2.0 (base)']);
  });

  // file-integrity-operator ships 1.4.1 from release-1.4 beside its newest tag v1.3.6; oadp-operator
  // ships 1.3 to 1.5 from oadp-1.X beside v1.2.0.
  it('adds release branches of versions after the newest final tag, a series of one name too', () => {
    const { root, git, commit } = repository();
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('tag', 'v1.3.0');
    const cut = commit({ 'a.yaml': 'a: 2\n' }, 'two');
    for (const branch of ['release-1.6', 'oadp-1.4', 'oadp-1.5', 'feature-2.0', 'release-1.2']) {
      git('switch', '-q', '-c', branch, cut);
      commit({ [`${branch}.yaml`]: 'b: 1\n' }, `on ${branch}`);
    }
    git('switch', '-q', 'main');
    const base = commit({ 'a.yaml': 'a: 3\n' }, 'three');
    const head = commit({ 'a.yaml': 'a: 4\n' }, 'four');
    // The newest line of each series, the one last worked on first: a lone feature-2.0 is no
    // release, and release-1.2 is of the release series, whose newest is release-1.6.
    expect(named(releaseTags(root, { base, head }))).toEqual(['v1.3.0 (base)', 'oadp-1.5', 'release-1.6']);
  });

  // openstack-k8s-operators tag only their API's Go module (`apis/v0.6.0`) and ship the product
  // from `18.0-fr1` … `18.0-fr6` and `18-stable`.
  it('adds release branches named with the version first, and a stable line', () => {
    const { root, git, commit } = repository();
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('tag', 'v0.6.0');
    const cut = commit({ 'a.yaml': 'a: 2\n' }, 'two');
    for (const branch of ['18.0-fr1', '18.0-fr2', '18.0.0-proposed', '19.0-hotfix1', '18-stable', 'bump/18.0-fr3']) {
      git('switch', '-q', '-c', branch, cut);
      commit({ [`${branch.replace('/', '-')}.yaml`]: 'b: 1\n' }, `on ${branch}`);
    }
    git('switch', '-q', 'main');
    const base = commit({ 'a.yaml': 'a: 3\n' }, 'three');
    const head = commit({ 'a.yaml': 'a: 4\n' }, 'four');
    // A lone `19.0-hotfix1` is no series, nor `18.0.0-proposed`, nor a branch below another's name.
    expect(named(releaseTags(root, { base, head }))).toEqual(['v0.6.0 (base)', '18-stable', '18.0-fr2']);
  });

  // keystone-operator 0c6e29a316: of its six `-fr` branches, only 18.0-fr1 was cut before the change.
  it('tells a series by every branch of it, those the change is in too', () => {
    const { root, git, commit } = repository();
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('tag', 'v0.6.0');
    const cut = commit({ 'a.yaml': 'a: 2\n' }, 'two');
    git('branch', '18.0-fr1', cut);
    const base = commit({ 'a.yaml': 'a: 3\n' }, 'three');
    const head = commit({ 'a.yaml': 'a: 4\n' }, 'four');
    git('branch', '18.0-fr2', head);
    expect(named(releaseTags(root, { base, head }))).toEqual(['v0.6.0 (base)', '18.0-fr1']);
  });

  it('names a remote release branch without its remote, and one branch once', () => {
    expect(releaseName('refs/remotes/origin/release-4.21')).toBe('release-4.21');
    expect(releaseName('refs/heads/release-4.21')).toBe('release-4.21');
    const { root, git, commit } = repository();
    commit({ 'a.yaml': 'a: 1\n' }, 'one');
    git('branch', 'release-1.0');
    const newer = commit({ 'a.yaml': 'a: 2\n' }, 'two');
    git('update-ref', 'refs/remotes/origin/release-1.0', newer); // the remote's, ahead of the local one
    const base = commit({ 'a.yaml': 'a: 3\n' }, 'three');
    const head = commit({ 'a.yaml': 'a: 4\n' }, 'four');
    expect(releaseTags(root, { base, head })).toEqual([{ ref: 'refs/remotes/origin/release-1.0', ofBase: true }]);
  });

  it('finds none without tags, or where git cannot say', () => {
    const { root, commit } = repository();
    const base = commit({ 'a.yaml': 'a: 1\n' }, 'one');
    expect(releaseTags(root, { base, head: 'work tree' })).toEqual([]);
    expect(releaseTags(root, { base: 'f'.repeat(40), head: 'work tree' })).toEqual([]);
  });
});

describe('releasesFiles', () => {
  /** One release's files, as releasesFiles gives them. */
  const releaseFiles = (root: string, ref: string, strings: readonly string[], paths: readonly string[]) =>
    releasesFiles(root, [{ ref, within: '' }], strings, paths)[0];

  it('finds the manifests of a release that name a CRD, reads them when asked, and tells which asked-for paths it has', () => {
    const { root, git, commit } = repository();
    commit(
      {
        'crds/widgets.yaml': 'metadata: {name: widgets.example.com}\n',
        'docs/widgets.md': 'widgets.example.com\n', // not a manifest
        'other.yaml': 'metadata: {name: gadgets.example.com}\n',
      },
      'one',
    );
    git('tag', 'v0.1.0');
    const files = releaseFiles(root, 'refs/tags/v0.1.0', ['widgets.example.com'], ['crds/widgets.yaml', 'gone.yaml']);
    expect(files?.holding('widgets.example.com')).toEqual(['crds/widgets.yaml']);
    expect(files?.holding('gadgets.example.com')).toEqual([]); // not asked for
    expect(files?.read(['crds/widgets.yaml', 'gone.yaml'])?.map((b) => b?.toString())).toEqual([
      'metadata: {name: widgets.example.com}\n',
      undefined,
    ]);
    expect([...(files?.present ?? [])]).toEqual(['crds/widgets.yaml']);
    const none = releaseFiles(root, 'refs/tags/v0.1.0', ['nothing.example.com'], ['other.yaml', 'crds']);
    expect(none?.holding('nothing.example.com')).toEqual([]);
    expect([...(none?.present ?? [])]).toEqual(['other.yaml', 'crds']);
    expect(files?.search(['gadgets.example.com', 'nothing'])).toEqual(['other.yaml']);
    expect(files?.search(['nothing.example.com'])).toEqual([]);
    expect(releaseFiles(root, 'refs/tags/v9.9.9', ['widgets.example.com'], [])).toBeUndefined();
  });

  it('finds a CRD by its whole name, not inside a longer one (clusterwidgets holds no widgets)', () => {
    const { root, git, commit } = repository();
    commit(
      {
        'crds/clusterwidgets.yaml': 'metadata: {name: clusterwidgets.example.com}\nspec: {group: example.com}\n',
        'crds/all.json': '{"metadata": {"name":"widgets.example.com"}}\n',
      },
      'one',
    );
    git('tag', 'v0.1.0');
    const files = releaseFiles(root, 'refs/tags/v0.1.0', ['widgets.example.com', 'group: example.com'], []);
    expect(files?.holding('widgets.example.com')).toEqual(['crds/all.json']);
    expect(files?.holding('group: example.com')).toEqual(['crds/clusterwidgets.yaml']);
  });

  it('of several releases at once, tells each its own files, and a release git cannot read alone', () => {
    const { root, git, commit } = repository();
    commit({ 'crds/widgets.yaml': 'metadata: {name: widgets.example.com}\n' }, 'one');
    git('tag', 'v0.1.0');
    commit({ 'crds/widgets.yaml': '', 'deploy/all.yaml': 'metadata: {name: widgets.example.com}\n' }, 'two');
    git('tag', 'v0.2.0');
    // A tag of a directory searches below it alone.
    git('tag', 'deploy/v0.2.0');
    const asked = (refs: readonly string[], within = '') =>
      releasesFiles(
        root,
        refs.map((ref) => ({ ref: `refs/tags/${ref}`, within: ref.startsWith('deploy/') ? 'deploy/' : within })),
        ['widgets.example.com'],
        ['crds/widgets.yaml', 'deploy/all.yaml'],
      ).map((f) => f && [f.holding('widgets.example.com'), [...f.present]]);
    expect(asked(['v0.1.0', 'v0.2.0', 'deploy/v0.2.0', 'v9.9.9'])).toEqual([
      [['crds/widgets.yaml'], ['crds/widgets.yaml']],
      [['deploy/all.yaml'], ['crds/widgets.yaml', 'deploy/all.yaml']],
      [['deploy/all.yaml'], ['deploy/all.yaml']],
      undefined,
    ]);
    // The same as each asked alone.
    expect(asked(['v0.2.0'])).toEqual(asked(['v0.1.0', 'v0.2.0']).slice(1));
  });

  // KubernetesCRDModelGen b6f77900c5 removed 5,553 CRDs of hundreds of groups: asked one by one, a
  // release's greps took minutes.
  it('searchEach and searchGroups find what search and searchGroup find of each, in one search', () => {
    const { root, git, commit } = repository();
    commit(
      {
        'a.yaml': 'metadata: {name: s3.aws.example.io}\nspec: {group: aws.example.io}\n',
        'b.yaml': 'apiVersion: ec2.aws.example.io/v1beta1\nkind: Instance\n',
        'c.json': '{"apiVersion": "aws.example.io/v1", "homepage": "https://aws.example.io/"}\n',
        'd.yaml': 'metadata:\n  name: "aws.example.io"\n  annotations: {aws.example.io/owner: me}\n',
        'e.yaml': 'rules:\n- apiGroups: [gcp.example.io, x.y.gcp.example.io]\n',
        'docs/f.md': 'aws.example.io\n',
      },
      'one',
    );
    git('tag', 'v0.1.0');
    const files = releaseFiles(root, 'refs/tags/v0.1.0', [], []);
    const groups = ['aws.example.io', 'ec2.aws.example.io', 'gcp.example.io', 'example.io', 'none.example.io'];
    const batched = files?.searchGroups(groups);
    const sorted = (paths: readonly string[] | undefined) => [...(paths ?? [])].sort();
    for (const group of groups)
      expect([group, sorted(batched?.get(group))]).toEqual([group, sorted(files?.searchGroup(group))]);
    expect(sorted(batched?.get('aws.example.io'))).toEqual(['a.yaml', 'b.yaml', 'c.json', 'd.yaml']);
    const texts = ['name: s3.aws.example.io', 'name: s3.aws', 'name: "aws.example.io"', 'kind: Instance', 'nothing'];
    const each = files?.searchEach(texts);
    for (const text of texts) expect([text, sorted(each?.get(text))]).toEqual([text, sorted(files?.search([text]))]);
  });

  it('searchCode names the files where a text stands on a line of code, and passes minified bundles by', () => {
    const { root, git, commit } = repository();
    // kptdev/kpt's package-examples tags hold a JavaScript bundle with a line half a megabyte long.
    const long = `var x = ${'"a",'.repeat(2000)} "example.com";\n`;
    commit(
      {
        'pkg/group.go': 'package pkg\n\nconst Group = "example.com"\n',
        'pkg/comment.go': 'package pkg\n\n// "example.com" in a comment\n',
        'site/app.min.js': long,
        'site/app.js': long,
      },
      'one',
    );
    git('tag', 'v0.1.0');
    const files = releaseFiles(root, 'refs/tags/v0.1.0', [], []);
    expect([...(files?.searchCode(['"example.com"'], 'code') ?? [])].sort()).toEqual(['pkg/group.go', 'site/app.js']);
    expect(files?.searchCode(['"other.io"'], 'code')).toEqual([]);
  });
});
