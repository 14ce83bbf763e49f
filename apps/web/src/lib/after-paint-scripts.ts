// The page's JavaScript starts loading once the page has painted. The server HTML is the whole
// page; fetched beside the stylesheet and the font, the scripts would share the first paint's
// bandwidth on a slow connection and push it back. Hydration follows the paint instead.
//
// The server emits one inline script per matched route: each adds its chunks to a list, and the
// root's (run first) loads the list and the entry modules once the page has painted.

/**
 * Marks an element of a page rendered on the client only (the admin): such a page paints nothing
 * before its scripts run, so they load at once instead of after a paint that never comes.
 */
export const CLIENT_RENDERED = "data-client-rendered";

/** The global list the routes' chunks are collected in before they load. */
const CHUNK_LIST = "self.$lumiereChunks";

const quoted = (files: string[]) => files.map((f) => JSON.stringify(f)).join(",");

/** A matched route's inline script: adds the chunks its page needs to the list. */
export function routeChunksScript(files: string[]): string {
  return `(${CHUNK_LIST}||=[]).push(${quoted(files)})`;
}

/**
 * The root's inline script: once the browser reports the first contentful paint (frames without
 * it are not enough: the paint reaches the screen later), runs the entry modules in order and
 * preloads every listed chunk (the routes' scripts have run by then). At once in a hidden tab,
 * which paints nothing, and on a page rendered on the client only (CLIENT_RENDERED); after two
 * frames where paint timing is missing; after 5 s at the latest.
 */
export function entryLoaderScript(entries: string[], chunks: string[]): string {
  // A few preload links a task: adding one costs main-thread time, all at once a long task.
  return [
    `(${CHUNK_LIST}||=[]).push(${quoted(chunks)});`,
    "{let d=document,P=self.PerformanceObserver,done,go=()=>{if(done)return;done=1;",
    `for(let s of [${quoted(entries)}]){let e=d.createElement("script");e.type="module";e.async=false;e.src=s;d.body.append(e)}`,
    `let q=[...new Set(${CHUNK_LIST})],next=()=>{for(let h of q.splice(0,4)){let l=d.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=h;d.head.append(l)}q.length&&setTimeout(next)};next()};`,
    `if(d.hidden||d.querySelector("[${CLIENT_RENDERED}]"))setTimeout(go);`,
    'else if(P?.supportedEntryTypes?.includes("paint"))new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});',
    "else requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go)));",
    "setTimeout(go,5e3)}",
  ].join("");
}
