/**
 * The rules of how the repository's modules may depend on each other, checked by dependency-cruiser
 * (`npm run lint`). Paths are relative to the repository root; a workspace package reached by its name resolves to
 * its real folder, so a rule about a folder holds however it is imported.
 */
/** A test file, which may reach what the code it tests may not. */
const TESTS = '\\.test\\.tsx?$';
/** Packages that run anywhere and touch no host: what the mock's browser-safe code may import besides the contract (i18next says its refusals). */
const PURE_PACKAGES = ['node_modules/(dayjs|i18next|zod)/'];
const WORKSPACES = '(contract|mock-server|web|preview|mock-toolbar|storefront|e2e)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'workspaces-by-package-name',
      comment:
        'A workspace (or the root scripts and pacts) imports another only by its package name and public entry, declared in ' +
        'its package.json: a relative path into another folder is an undeclared room that no manifest shows.',
      severity: 'error',
      from: { path: '^([^/]+)/' },
      to: { path: `^${WORKSPACES}/`, pathNot: '^$1/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
    },
    {
      name: 'features-stay-apart',
      comment: 'A feature never imports another feature (STYLE.md): what two share moves to components/ or lib/, and they meet in app/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'storefront-holds-no-mock',
      comment: 'The storefront is what runs in production: the mock (its server, its MSW handlers, its faker seed) never reaches it.',
      severity: 'error',
      from: { path: '^storefront/src/' },
      to: { path: ['^mock-server/', '^mock-toolbar/', '^preview/', 'node_modules/(msw|@mswjs|@faker-js)/'] },
    },
    {
      name: 'shop-never-names-the-mock',
      comment: "The shop's source never imports the mock's code: the dev server and the preview's entry mount it.",
      severity: 'error',
      from: { path: '^web/src/', pathNot: ['\\.test\\.tsx?$', '^web/src/test/'] },
      to: { path: ['^mock-server/', '^mock-toolbar/', '^preview/', 'node_modules/(msw|@mswjs|@faker-js)/'] },
    },
    {
      name: 'mock-domain-is-pure',
      comment:
        "The mock's domain core is pure functions over a store and a clock, meant to run in a browser too: its modules " +
        'import nothing outside domain/ but the contract and small pure packages.',
      severity: 'error',
      from: { path: '^mock-server/src/domain/', pathNot: TESTS },
      to: { pathNot: ['^mock-server/src/domain/', '^contract/', ...PURE_PACKAGES] },
    },
    {
      name: 'mock-domain-never-seeds',
      comment: 'Seeded worlds are built in src/world: the domain, its tests included, never imports the seed or faker.',
      severity: 'error',
      from: { path: '^mock-server/src/domain/' },
      to: { path: ['^mock-server/src/seed/', 'node_modules/@faker-js/'] },
    },
    {
      name: 'mock-adapter-is-browser-safe',
      comment:
        "What both adapters run (src/runtime) and the browser adapter (src/browser) load in the preview's service worker: " +
        'no node: module, no Fastify, nothing of the Node adapter (http/, store/, upstream/), its control plane or MSW.',
      severity: 'error',
      from: { path: '^mock-server/src/(runtime|browser)/', pathNot: TESTS },
      to: { pathNot: ['^mock-server/src/(domain|world|seed|media|runtime|browser)/', '^contract/', ...PURE_PACKAGES] },
    },
    {
      name: 'no-circular',
      comment: 'A circle of imports, type-only ones included, means none of its modules can be read, moved or tested alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^[^/]+/dist/', '^test-results/', '(^|/)\\.request-shapes/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.d.ts', '.d.mts', '.json'],
    },
  },
};
