import { FIRST_DATA_IDS, type ManifestRemote as ContractManifestRemote, type ManifestRoute } from '@haat/contracts/mfe-entry';
import { useSessionStore, type RouteAccess } from '@haat/web-kit';

/** A remote's page as the manifest lists it, with an access rule the shell's guards know. */
export type RouteTableEntry = ManifestRoute<RouteAccess>;
export type ManifestRemote = ContractManifestRemote<RouteAccess>;

/** Every access rule the shell's guards know; a Record, so a new RouteAccess must be added here. */
const KNOWN_ACCESS: Record<RouteAccess, true> = {
  open: true, home: true, 'not-seller': true, 'buyer-or-guest': true, buyer: true, seller: true, 'delivery-partner': true, superadmin: true, 'signed-in': true,
};

const isRouteTableEntry = (value: unknown): value is RouteTableEntry => {
  const r = value as Partial<Record<keyof RouteTableEntry, unknown>> | null;
  return !!r && typeof r.path === 'string' && r.path.startsWith('/') && typeof r.access === 'string' && Object.hasOwn(KNOWN_ACCESS, r.access);
};

type RawRemote = { name: string; entry: string; version?: unknown; routes?: unknown };

const isManifestRemote = (value: unknown): value is RawRemote => {
  const r = value as Partial<Record<keyof ManifestRemote, unknown>> | null;
  return !!r && typeof r.name === 'string' && /^[A-Za-z_$][\w$]*$/.test(r.name) && typeof r.entry === 'string';
};

/**
 * The remotes a manifest lists. A route table with any page the shell cannot guard (an unknown
 * access rule, say) is dropped whole: that remote is then loaded at start, as before route tables.
 */
export function parseManifest(body: unknown): ManifestRemote[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes.filter(isManifestRemote).map(({ name, entry, version, routes }) => ({
    name,
    entry,
    ...(typeof version === 'string' ? { version } : {}),
    ...(Array.isArray(routes) && routes.every(isRouteTableEntry) ? { routes: routes.map(({ path, access }) => ({ path, access })) } : {}),
  }));
}

/** The manifest the gateway wrote into the page (none while a canary runs), or null. */
function manifestInPage(): ManifestRemote[] | null {
  const text = document.getElementById(FIRST_DATA_IDS.manifest)?.textContent;
  if (!text) return null;
  try {
    const remotes = parseManifest(JSON.parse(text));
    return remotes.length > 0 ? remotes : null;
  } catch {
    return null;
  }
}

/**
 * Which remotes to load and from where: the page's own copy, else /mfe-manifest.json; throws when
 * that cannot be read. A signed-in user's token goes with the fetch: while a canary runs, the
 * gateway keeps each user on one side by their id (and writes no copy into pages).
 */
export async function loadManifest(url = '/mfe-manifest.json'): Promise<ManifestRemote[]> {
  const inPage = manifestInPage();
  if (inPage) return inPage;
  const { token } = useSessionStore.getState();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await fetch(url, { cache: 'no-cache', headers, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseManifest(await response.json());
}

