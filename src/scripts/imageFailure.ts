// Hides an image that fails to load and names it in the console (docs/requirements.md section 8: gallery image load failure).
const hide = (img: HTMLImageElement) => {
  if (img.hidden) return;
  img.hidden = true;
  const frame = img.closest<HTMLElement>('[data-image-frame]');
  if (frame) frame.hidden = true;
  console.error(`Image failed to load and was hidden: ${img.currentSrc || img.src} (${img.alt})`);
};

document.addEventListener(
  'error',
  (event) => {
    const target = event.target;
    if (target instanceof HTMLImageElement && target.hasAttribute('data-site-image')) hide(target);
  },
  true,
);

// Images that failed before this module ran: fetched (a timing entry exists) yet broken.
for (const img of document.querySelectorAll<HTMLImageElement>('img[data-site-image]')) {
  const url = img.currentSrc || img.src;
  if (img.complete && img.naturalWidth === 0 && performance.getEntriesByName(url).length > 0) hide(img);
}
