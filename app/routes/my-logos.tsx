import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { LogoCard } from "#app/components/logo-card.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { GridHeader, LOGO_GRID_CLASS, useSelectMode } from "#app/components/select-mode.tsx";
import type { PersonalizationLogo } from "#app/lib/app-events.ts";
import { MY_LOGOS_REFRESH_MS } from "#app/lib/ui.ts";
import { myLogosList, readGeneratedLogos, readRevisionGroups, versionCount, type GeneratedLogo } from "#app/lib/generated-logos.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { personalizeWith } from "#app/lib/personalization.ts";
import { groupOwnedLogos, listOwnedLogos, MY_LOGOS_LIMIT, type ServerLogoEntry } from "#app/server/generations/my-logos.server.ts";
import { followAccount } from "#app/lib/cache-owner.ts";
import { reconcileGeneratedLogos } from "#app/lib/logo-cache.ts";
import type { OwnedLogo } from "#app/lib/owned-logo.ts";
import type { RootData } from "#app/lib/site-config.ts";
import { ownerOf } from "#app/server/auth/owner.server.ts";

/**
 * The visitor's (and the signed-in account's) logos as the server recorded them: grouped,
 * the page without JavaScript; every version, what the browser's cache is reconciled with.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const owned = await listOwnedLogos(context.db, await ownerOf(context.db, request));
  return { serverLogos: groupOwnedLogos(owned), owned, complete: owned.length < MY_LOGOS_LIMIT };
}

export const meta: MetaFunction = () => pageMeta("My Logos", "The logos you designed with LogoMarket's design agent.");

type Entry = ReturnType<typeof myLogosList>[number] & { purchased: OwnedLogo["purchased"] };

/**
 * My Logos from the browser's store, counted as the dashboard counts them
 * (app/lib/logo-groups.ts): a group's newest version, and every version its owner bought,
 * with its 'Purchased' mark (the server's word: the store does not know of purchases).
 */
function withPurchases(logos: GeneratedLogo[], groups: ReturnType<typeof readRevisionGroups>, owned: OwnedLogo[]): Entry[] {
  const purchases = new Map(owned.flatMap((record) => (record.purchased ? [[record.logoId, record.purchased] as const] : [])));
  const heads = myLogosList(logos, groups);
  const shown = new Set(heads.map(({ logo }) => logo.id));
  const bought = logos.filter((logo) => purchases.has(logo.id) && !shown.has(logo.id)).map((logo) => ({ logo, group: null }));
  return [...heads, ...bought]
    .sort((a, b) => b.logo.createdAt.localeCompare(a.logo.createdAt))
    .map((entry) => ({ ...entry, purchased: purchases.get(entry.logo.id) ?? null }));
}

/**
 * My Logos reads the browser's store every 2 seconds (spec section 9), so progress shows,
 * once it has reconciled that store with the server's list (app/lib/logo-cache.ts).
 */
function useMyLogos(owned: OwnedLogo[], complete: boolean): Entry[] | null {
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const email = useRouteLoaderData<RootData>("root")?.account.user?.email ?? null;
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const load = () => setEntries(withPurchases(readGeneratedLogos(), readRevisionGroups(), owned));
    void followAccount(email).then(() => {
      if (stopped) return;
      reconcileGeneratedLogos(owned, complete);
      load();
      timer = setInterval(load, MY_LOGOS_REFRESH_MS);
    });
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [owned, complete, email]);
  return entries;
}

function baselineOf(logo: GeneratedLogo): PersonalizationLogo {
  return { id: logo.id, name: logo.name, image: logo.image, bgColor: logo.bgColor, category: logo.category, tags: logo.tags, isGenerated: true };
}

export default function MyLogosPage() {
  const { serverLogos, owned, complete } = useLoaderData<typeof loader>();
  const entries = useMyLogos(owned, complete);
  const selection = useSelectMode<string>();
  const ready = (entries ?? []).filter(({ logo }) => !logo.isGenerating && !logo.error && logo.image);

  function personalize() {
    personalizeWith(ready.filter(({ logo }) => selection.isSelected(logo.id)).map(({ logo }) => baselineOf(logo)));
    selection.setActive(false);
  }

  return (
    <>
      <PageHeader title="My Logos">Logos you designed with our agent: this browser's, and your account's when you are signed in.</PageHeader>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {entries === null && serverLogos.length > 0 ? (
          // Before the browser's store is read, and without JavaScript: the server's list.
          <section aria-label="Logos">
            <p className="mb-4 text-sm text-gray-700">
              {serverLogos.length} {serverLogos.length === 1 ? "logo" : "logos"}
            </p>
            <ul className={LOGO_GRID_CLASS}>
              {serverLogos.map((entry) => (
                <li key={entry.logoId}>
                  <ServerLogoCard entry={entry} />
                </li>
              ))}
            </ul>
          </section>
        ) : entries === null ? (
          // The server has none: the browser's store (its cache) most likely has none either.
          <EmptyState />
        ) : entries.length === 0 ? (
          <EmptyState />
        ) : (
          <section aria-label="Logos">
            <GridHeader
              countText={`${entries.length} ${entries.length === 1 ? "logo" : "logos"}`}
              selection={selection}
              selectable={ready.length > 0}
              onPersonalize={personalize}
              purchaseIds={ready.filter(({ logo }) => selection.isSelected(logo.id)).map(({ logo }) => logo.generationId)}
            />
            <ul className={LOGO_GRID_CLASS}>
              {entries.map((entry) => (
                <li key={entry.logo.id}>
                  <MyLogoCard entry={entry} selectMode={selection.active} selected={selection.isSelected(entry.logo.id)} onToggle={() => selection.toggle(entry.logo.id)} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}

function EmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-gray-300 px-6 py-16 text-center">
      <p className="text-lg text-gray-800">You haven't generated any logos yet.</p>
      <Link to="/" className="mt-4 inline-block rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white">
        Generate your first logo
      </Link>
    </div>
  );
}

function VersionsBadge({ versions }: { versions: number }) {
  return versions > 1 ? (
    <span className="pointer-events-none absolute left-5 top-5 rounded-full bg-gray-900/85 px-2.5 py-1 text-xs font-semibold text-white">
      {versions} versions
    </span>
  ) : null;
}

/** A bought logo's mark: it leads to its order, where its files download. */
function PurchasedMark({ purchased, name }: { purchased: NonNullable<OwnedLogo["purchased"]>; name: string }) {
  return (
    <a
      href={purchased.orderHref}
      className="absolute right-5 top-5 inline-flex min-h-8 items-center rounded-full bg-green-700 px-3 py-1 text-xs font-semibold text-white shadow-sm hover:bg-green-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
    >
      Purchased<span className="sr-only">: {name}, its order and downloads</span>
    </a>
  );
}

function ServerLogoCard({ entry }: { entry: ServerLogoEntry }) {
  const status = entry.status === "failed" ? "Generation failed" : entry.status === "generating" ? "Generating…" : null;
  return (
    <div className="relative">
      <LogoCard
        logo={{ id: entry.logoId, name: entry.name, image: entry.image, bgColor: entry.bgColor, category: status ?? "AI generated", onOwnBackground: true }}
        href={`/logo/${entry.logoId}?source=mylogos`}
        selectMode={false}
        selected={false}
        onToggleSelected={() => undefined}
      />
      <VersionsBadge versions={entry.versions} />
      {entry.purchased ? <PurchasedMark purchased={entry.purchased} name={entry.name} /> : null}
    </div>
  );
}

function MyLogoCard({ entry, selectMode, selected, onToggle }: { entry: Entry; selectMode: boolean; selected: boolean; onToggle: () => void }) {
  const { logo, group, purchased } = entry;
  // A bought version shown on its own (not its group's newest) is one logo, not the group.
  const versions = group ? versionCount(group) : 1;
  const status = logo.error ? "Generation failed" : logo.isGenerating ? `Generating… ${logo.generationProgress}%` : null;
  const usable = !status && Boolean(logo.image);
  return (
    <div className="relative">
      <LogoCard
        logo={{ id: logo.id, name: logo.name, image: purchased?.picture || logo.image || logo.partialImage || "", bgColor: logo.bgColor, category: status ?? "AI generated", onOwnBackground: true }}
        href={
          group?.originalLogoSource === "browse"
            ? `/logo/${group.originalLogoId}?version=${encodeURIComponent(logo.id)}&source=mylogos`
            : `/logo/${logo.id}?source=mylogos`
        }
        selectMode={selectMode && usable}
        selected={selected}
        onToggleSelected={onToggle}
      />
      <VersionsBadge versions={versions} />
      {purchased && !selectMode ? <PurchasedMark purchased={purchased} name={logo.name} /> : null}
    </div>
  );
}
