/** How a person says an icon's name ('person-simple-bike' -> 'person cycling'), for narration and tags. */

/** Icon names that read oddly as words: how a person would say them. */
const SPOKEN_NAMES: Record<string, string> = {
  grains: "ear of wheat",
  olive: "olive branch",
  coffee: "coffee cup",
  "tree-evergreen": "evergreen tree",
  "tree-palm": "palm tree",
  "house-line": "house",
  "car-profile": "car",
  "globe-hemisphere-west": "globe",
  "globe-hemisphere-east": "globe",
  "airplane-tilt": "airplane",
  "airplane-in-flight": "airplane in flight",
  "person-arms-spread": "person with open arms",
  "person-simple-tai-chi": "person in a yoga pose",
  "users-three": "group of people",
  "users-four": "family",
  "chat-circle": "speech bubble",
  "hand-heart": "hand holding a heart",
  "flower-lotus": "lotus flower",
  "currency-btc": "bitcoin sign",
  "currency-eth": "ether sign",
  "shield-check": "shield with a check mark",
  "lock-key": "padlock",
  "head-circuit": "head with a circuit",
  "chart-line-up": "rising chart",
  "trend-up": "rising line",
  "wave-sine": "wave",
  "star-four": "four-pointed star",
  "circles-three": "three circles",
  "diamonds-four": "four diamonds",
  "sun-horizon": "sunrise",
  "moon-stars": "moon and stars",
  "cloud-sun": "sun behind a cloud",
  "crane-tower": "tower crane",
  "fork-knife": "fork and knife",
  "dice-five": "die",
  "spiked-dragon-head": "dragon head",
  "saber-toothed-cat-head": "sabre-toothed cat",
  "ninja-velociraptor": "raptor",
  "griffin-symbol": "griffin",
  "eagle-emblem": "eagle",
  "hawk-emblem": "hawk",
  "black-knight-helm": "knight's helmet",
  "woman-elf-face": "elf",
  "book-open": "open book",
  "music-notes": "music notes",
  "pipe-wrench": "pipe wrench",
  "bowl-steam": "steaming bowl",
  "cooking-pot": "cooking pot",
  "pen-nib": "pen nib",
  "compass-rose": "compass rose",
  "compass-tool": "drawing compass",
  "building-office": "office building",
  "flower-tulip": "tulip",
  "butterfly-flower": "butterfly on a flower",
  // Mass nouns and bare names that need a word to be one thing a person can picture.
  bread: "loaf of bread",
  sushi: "piece of sushi",
  onigiri: "rice ball",
  wine: "wine glass",
  champagne: "champagne glasses",
  cpu: "CPU chip",
  "sneaker-move": "sneaker in motion",
  "first-aid": "first-aid cross",
  "chef-hat": "chef's hat",
  eyeglasses: "glasses",
  // Names of a sport or a thing's use where the drawing is one object ('a golf' read oddly).
  golf: "golf ball on a tee",
  tennis: "tennis racket and ball",
  hockey: "pair of crossed hockey sticks",
  club: "club suit",
  translate: "translation sign",
  "device-mobile": "mobile phone",
  "mask-happy": "smiling mask",
  "performing-arts": "pair of theatre masks",
  construction: "roadworks barrier",
  wedding: "wedding chapel",
  salt: "salt shaker",
  wood: "log",
  lightning: "lightning bolt",
  palette: "painter's palette",
  aperture: "camera aperture",
  "video-game": "game controller",
};

/** An icon name as words a person would say ('person-simple-bike' -> 'person cycling'). */
export function readableLabel(label: string): string {
  const spoken = SPOKEN_NAMES[label.replace(/ /g, "-")];
  if (spoken) return spoken;
  return label
    .replace(/\bsimple\b/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^person (bike|run|swim|ski|snowboard|hike|walk|throw)$/, (_, action: string) => `person ${{ bike: "cycling", run: "running", swim: "swimming", ski: "skiing", snowboard: "snowboarding", hike: "hiking", walk: "walking", throw: "throwing" }[action]}`)
    .replace(/\s+/g, " ")
    .trim();
}

/** What a drawing is called in the logo's words: its icon's name, read as a person says it. */
export function drawingLabel(icon: { name: string }): string {
  return readableLabel(icon.name.replace(/-/g, " "));
}
