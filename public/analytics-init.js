// Starts Google Analytics 4 with the measurement ID on this script's tag.
// Loaded only when the site is built with GA_MEASUREMENT_ID.
(function () {
  var id = document.currentScript && document.currentScript.getAttribute("data-measurement-id");
  if (!id) return;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function () {
    window.dataLayer.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id, { anonymize_ip: true });
})();
