extension Script {
    /// A chart as one widget with a roving tabindex, for every element marked
    /// `data-roving="SELECTOR"` (the heatmap, a trackable's chart, the coding bars and rhythm):
    /// its points are the elements matching SELECTOR inside it, in document order. One tab stop
    /// (the point marked `data-focus`, else the last); the arrow keys move by `data-step-x`
    /// (Left/Right, 1 if not given) and `data-step-y` (Up/Down, none if not given) points, so the
    /// heatmap (a column a week) moves a day up and down and a week sideways and the rhythm grid a
    /// row of 24 hours; Home and End go to the first and last point; Enter or Space follows a
    /// point's link. Without the script the points are plain links or text, and each chart keeps
    /// its table.
    static let roving = #"""
    (function () {
      document.querySelectorAll("[data-roving]").forEach(function (widget) {
        const points = Array.from(widget.querySelectorAll(widget.getAttribute("data-roving")));
        if (points.length === 0) return;
        const across = Number(widget.getAttribute("data-step-x") || "1");
        const down = Number(widget.getAttribute("data-step-y") || "0");
        const marked = points.findIndex(function (point) { return point.hasAttribute("data-focus"); });
        let current = marked >= 0 ? marked : points.length - 1;
        points.forEach(function (point, index) { point.setAttribute("tabindex", index === current ? "0" : "-1"); });
        function take(to) {
          points[current].setAttribute("tabindex", "-1");
          points[to].setAttribute("tabindex", "0");
          current = to;
        }
        function move(to) {
          to = Math.min(Math.max(to, 0), points.length - 1);
          if (to === current) return;
          take(to);
          points[to].focus();
        }
        widget.addEventListener("focusin", function (event) {
          const at = points.indexOf(event.target);
          if (at >= 0 && at !== current) take(at);
        });
        widget.addEventListener("keydown", function (event) {
          const steps = { ArrowLeft: -across, ArrowRight: across };
          if (down > 0) { steps.ArrowUp = -down; steps.ArrowDown = down; }
          const step = steps[event.key];
          if (step !== undefined) { move(current + step); event.preventDefault(); }
          else if (event.key === "Home") { move(0); event.preventDefault(); }
          else if (event.key === "End") { move(points.length - 1); event.preventDefault(); }
          else if (event.key === "Enter" || event.key === " ") {
            const href = points[current].getAttribute("href");
            if (href) { event.preventDefault(); window.location.assign(href); }
          }
        });
      });
    })();
    """#
}
