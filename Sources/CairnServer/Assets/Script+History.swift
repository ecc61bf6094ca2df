extension Script {
    /// On a phone (under 600 px) the History heatmap opens at its newest weeks: scrolled so
    /// the day opened, else today, else the last week, is in view.
    static let history = #"""
    (function () {
      const box = document.querySelector(".heatmap-box");
      if (!box || !window.matchMedia("(max-width: 599px)").matches) return;
      const mark = box.querySelector('a[aria-current="date"] rect, a[aria-current="date"] g, .heatmap .today');
      if (mark) {
        const boxLeft = box.getBoundingClientRect().left;
        const r = mark.getBoundingClientRect();
        box.scrollLeft += r.left - boxLeft - box.clientWidth / 2 + r.width / 2;
      } else {
        box.scrollLeft = box.scrollWidth;
      }
    })();
    """#
}
