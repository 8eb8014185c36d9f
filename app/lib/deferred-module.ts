/**
 * The page's module script waits for the first paint (docs/decisions/042-scripts-after-first-paint.md).
 *
 * React Router's inline module script (which imports the route modules and then the client entry)
 * is rendered as an inert `<script type="text/x-deferred-module">`; a small classic script copies
 * it into a real module script, with the module preloads, once the browser has painted. Shared by
 * the layout that renders it (app/components/layout/page-scripts.tsx) and the page cache, which
 * must pin the copy's content with a CSP hash (app/lib/page-cache.server.ts).
 */

/** `type` of the inert script element that holds the module script's source until the first paint. */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/** `id` of that element. */
export const DEFERRED_MODULE_ID = "page-module-script";

/** Attribute of that element naming the modules to preload, space-separated (`/assets/….js`). */
export const DEFERRED_PRELOADS_ATTRIBUTE = "data-modulepreload";

/** Milliseconds after which the scripts start even if no first paint was reported (a safety net). */
export const DEFERRED_MODULE_FALLBACK_MS = 5000;

/**
 * The classic inline script that starts the page's JavaScript after the first paint: when the
 * browser reports the first contentful paint (a `PerformanceObserver` for "paint" entries, which
 * arrive once the frame is on screen; `buffered`, so one that came before is seen too), a task
 * adds the `<link rel="modulepreload">`s and the module script (same source, same nonce). Without
 * paint entries it waits for the first frame instead (`requestAnimationFrame`, then a task, which
 * runs after that frame). In a hidden tab, where nothing is painted, it starts at once; and after
 * {@link DEFERRED_MODULE_FALLBACK_MS} in any case. Constant, so its CSP hash is too.
 */
export const DEFERRED_MODULE_BOOT = `(function(){var b=document.getElementById("${DEFERRED_MODULE_ID}");if(!b)return;var d=0;function go(){if(d)return;d=1;var h=(b.getAttribute("${DEFERRED_PRELOADS_ATTRIBUTE}")||"").split(" ");for(var i=0;i<h.length;i++){if(!h[i])continue;var l=document.createElement("link");l.rel="modulepreload";l.href=h[i];l.nonce=b.nonce;document.head.appendChild(l)}var s=document.createElement("script");s.type="module";s.nonce=b.nonce;s.textContent=b.textContent;document.body.appendChild(s)}function later(){setTimeout(go,0)}if(document.hidden)return go();setTimeout(go,${DEFERRED_MODULE_FALLBACK_MS});var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true})}else requestAnimationFrame(later)})()`;
