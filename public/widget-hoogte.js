/*
 * Dit doet Nederland, widgets: tells the page that frames this widget how tall it is, so that page
 * can size its <iframe> without a scrollbar. Posts { type: "ditdoetnederland:height", height } in
 * CSS pixels to the parent page on load and whenever the height changes. The widget works without
 * it; a host page that does not listen simply keeps its fixed height.
 */
(function () {
  "use strict";
  if (window.parent === window) return;
  var last = 0;
  function post() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    // The height is no secret: any page that frames the widget may know it.
    window.parent.postMessage({ type: "ditdoetnederland:height", height: height }, "*");
  }
  post();
  window.addEventListener("load", post);
  if ("ResizeObserver" in window) new ResizeObserver(post).observe(document.documentElement);
  else window.addEventListener("resize", post);
})();
