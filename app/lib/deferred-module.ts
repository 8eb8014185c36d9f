/** The module script is rendered inert and started after the first paint (ADR 054). */
import { TYPED_BEFORE_HYDRATION } from "./typed-before-hydration";

export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

export const DEFERRED_MODULE_ID = "page-module-script";

/** Space-separated modules to preload. */
export const DEFERRED_PRELOADS_ATTRIBUTE = "data-modulepreload";

/** ms after which the scripts start even if no first paint was reported. */
export const DEFERRED_MODULE_FALLBACK_MS = 5000;

/**
 * Starts the scripts after the first contentful paint, at once in a hidden tab, and until then
 * records text typed into textareas (see typed-before-hydration.ts); constant, so its CSP hash is too.
 */
export const DEFERRED_MODULE_BOOT = `(function(){var b=document.getElementById("${DEFERRED_MODULE_ID}");if(!b)return;document.addEventListener("input",function(e){var t=e.target;if(t&&t.tagName==="TEXTAREA")t.${TYPED_BEFORE_HYDRATION}=t.value},true);var d=0;function go(){if(d)return;d=1;var h=(b.getAttribute("${DEFERRED_PRELOADS_ATTRIBUTE}")||"").split(" ");for(var i=0;i<h.length;i++){if(!h[i])continue;var l=document.createElement("link");l.rel="modulepreload";l.href=h[i];l.nonce=b.nonce;document.head.appendChild(l)}var s=document.createElement("script");s.type="module";s.nonce=b.nonce;s.textContent=b.textContent;document.body.appendChild(s)}function later(){setTimeout(go,0)}if(document.hidden)return go();setTimeout(go,${DEFERRED_MODULE_FALLBACK_MS});var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true})}else requestAnimationFrame(later)})()`;
