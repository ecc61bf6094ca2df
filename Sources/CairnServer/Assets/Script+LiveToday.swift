extension Script {
    /// Today kept live: every 3 s while the tab is visible, `/api/today` is asked with the
    /// screen's tag (`If-None-Match`); a 304 costs nothing, a new tag fetches the screen again
    /// and swaps its heading, streak, rings, numbers and week strip in place. Each ring's arc
    /// moves from its old length to its new one (0.8 s, a spring-like ease), not under
    /// `prefers-reduced-motion`. The new markup is parsed inertly and never run.
    static let liveToday = #"""
    (function () {
      const marker = document.getElementById("live-today");
      if (!marker || !window.fetch || !window.DOMParser) return;
      let tag = marker.getAttribute("data-etag") || "";
      let busy = false;
      const still = window.matchMedia("(prefers-reduced-motion: reduce)");
      function arcs(root) {
        const found = {};
        root.querySelectorAll(".rings .ring").forEach(function (ring) {
          ring.querySelectorAll(".lap").forEach(function (lap) {
            found[ring.getAttribute("data-ring") + (lap.classList.contains("lap2") ? "2" : "1")] = lap.getAttribute("stroke-dasharray");
          });
        });
        return found;
      }
      function swap(fresh) {
        const before = arcs(document);
        ["h1", ".streak", ".rings-box", ".today .stats", ".week-strip"].forEach(function (selector) {
          const old = document.querySelector(selector), next = fresh.querySelector(selector);
          if (old && next) old.replaceWith(document.importNode(next, true));
        });
        const rings = document.querySelector(".rings");
        if (!rings) return;
        rings.classList.add("live");
        if (still.matches) return;
        rings.querySelectorAll(".ring").forEach(function (ring) {
          ring.querySelectorAll(".lap").forEach(function (lap) {
            const key = ring.getAttribute("data-ring") + (lap.classList.contains("lap2") ? "2" : "1");
            const to = lap.getAttribute("stroke-dasharray") || "";
            const from = before[key] || ("0 " + (to.split(" ")[1] || "1000"));
            if (from !== to && lap.animate) {
              lap.animate([{ strokeDasharray: from }, { strokeDasharray: to }], { duration: 800, easing: "cubic-bezier(.34,1.3,.64,1)" });
            }
          });
        });
      }
      async function poll() {
        if (busy || document.hidden) return;
        busy = true;
        try {
          const answer = await fetch("/api/today", { headers: { "If-None-Match": tag }, cache: "no-store", credentials: "same-origin" });
          if (answer.status === 200) {
            const next = answer.headers.get("ETag") || "";
            if (next && next !== tag) {
              const page = await fetch(location.pathname + location.search, { cache: "no-store", credentials: "same-origin" });
              if (page.ok) {
                const fresh = new DOMParser().parseFromString(await page.text(), "text/html");
                swap(fresh);
                const freshMarker = fresh.getElementById("live-today");
                tag = (freshMarker && freshMarker.getAttribute("data-etag")) || next;
                marker.setAttribute("data-etag", tag);
              }
            }
          }
        } catch (e) {
          // The server is away for a moment: the next round asks again.
        } finally {
          busy = false;
        }
      }
      setInterval(poll, 3000);
      document.addEventListener("visibilitychange", function () { if (!document.hidden) poll(); });
    })();
    """#
}
