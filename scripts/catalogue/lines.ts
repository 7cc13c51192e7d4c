/**
 * What the catalogue's generated logos are made from: for each of the 13 categories, the
 * trades and subjects a designer would draw for it (a prompt the planner reads, the
 * second halves of plausible brand names, who the logo is for), the first halves of the
 * names, and the roster of designers. scripts/curate-catalogue.ts combines them.
 */
import type { Category, ColorScheme, Style } from "#protocol/taxonomy.ts";

export interface Subject {
  /** What the planner is told about the business ('a coffee roaster'). */
  prompt: string;
  /** Second halves of brand names ('Coffee Co.', 'Roasters'). */
  suffixes: readonly string[];
  /** Who the logo suits, for its description ('cafés, roasters and coffee carts'). */
  audience: string;
  /** Style lines to alternate between (none: the subject's own defaults). */
  styles?: readonly (readonly Style[])[];
  /**
   * The marks a designer picked for this subject ('set:name'), alternated: the planner
   * designs the rest. For subjects whose best picture the planner's words do not reach
   * ('a person surfing' reads as the sea).
   */
  marks?: readonly string[];
}

/** Letters are monograms and wordmarks, so their 'subjects' are kinds of business. */
export const SUBJECTS: Record<Category, readonly Subject[]> = {
  Abstract: [
    { prompt: "an abstract logo for a design agency", suffixes: ["Studio", "Collective", "Agency"], audience: "design studios and creative agencies", styles: [["Abstract"], ["Abstract", "Geometric"]] },
    { prompt: "an abstract logo with a star for a startup", suffixes: ["Ventures", "Labs", "Group"], audience: "startups and venture studios", styles: [["Abstract", "Modern"]] },
    { prompt: "an abstract infinity mark for a consultancy", suffixes: ["Partners", "Advisory"], audience: "consultancies and coaching practices", styles: [["Abstract", "Minimalistic"]] },
    { prompt: "a logo with a heart for a dating app", suffixes: ["Match", "Hearts", "Connect"], audience: "dating apps, matchmakers and wedding planners", styles: [["Abstract", "Playful"]] },
    { prompt: "a logo with a target for a marketing agency", suffixes: ["Focus", "Target", "Point"], audience: "marketing teams and performance agencies", styles: [["Abstract", "Bold"]] },
    { prompt: "a logo with an eye for a vision company", suffixes: ["Vision", "Insight", "Optics"], audience: "research firms, optics and media brands", styles: [["Abstract"]] },
    { prompt: "a logo with a gem for a jewellery brand", suffixes: ["Gems", "Jewels", "Atelier"], audience: "jewellers and luxury boutiques", styles: [["Abstract", "Elegant"]] },
    { prompt: "a logo with a puzzle piece for a solutions company", suffixes: ["Solutions", "Systems"], audience: "IT consultancies and problem solvers", styles: [["Abstract", "Modern"]] },
    { prompt: "a logo with a link for a partnership network", suffixes: ["Link", "Network", "Alliance"], audience: "networks, platforms and alliances", styles: [["Abstract", "Geometric"]] },
    { prompt: "a logo with a lightning bolt for an energy drink", suffixes: ["Bolt", "Charge", "Volt"], audience: "energy drinks, chargers and fast services", styles: [["Abstract", "Bold"]] },
  ],
  Letters: [
    { prompt: "a monogram logo for a law practice", suffixes: ["& Partners", "& Associates"], audience: "law firms and professional partnerships", styles: [["Classic"], ["Elegant"]] },
    { prompt: "a monogram logo for a fashion house", suffixes: ["Atelier", "Couture", "Maison"], audience: "fashion labels and boutiques", styles: [["Elegant"], ["Minimalistic"]] },
    { prompt: "a monogram logo for a hotel", suffixes: ["Hotel", "House", "Residences"], audience: "hotels, inns and guest houses", styles: [["Classic"], ["Elegant"]] },
    { prompt: "a monogram logo for a wedding photographer", suffixes: ["Photography", "Films"], audience: "photographers and filmmakers", styles: [["Elegant"], ["Minimalistic"]] },
    { prompt: "a monogram logo for an architecture firm", suffixes: ["Architects", "Design Build"], audience: "architects and interior designers", styles: [["Geometric"], ["Minimalistic"]] },
    { prompt: "a wordmark logo for a tech company", suffixes: ["Labs", "Digital", "Software"], audience: "software companies and digital products", styles: [["Modern"], ["Minimalistic"]] },
    { prompt: "a wordmark logo for a skincare brand", suffixes: ["Skin", "Beauty", "Botanica"], audience: "skincare, cosmetics and beauty brands", styles: [["Elegant"], ["Minimalistic"]] },
    { prompt: "a wordmark logo for a clothing label", suffixes: ["Supply", "Goods", "Apparel"], audience: "clothing labels and streetwear", styles: [["Bold"], ["Vintage"]] },
    { prompt: "a monogram logo for a wealth manager", suffixes: ["Capital", "Wealth", "Trust"], audience: "wealth managers, banks and family offices", styles: [["Professional"], ["Classic"]] },
    { prompt: "a wordmark logo for a music label", suffixes: ["Records", "Sound"], audience: "record labels, studios and artists", styles: [["Bold"], ["Playful"]] },
  ],
  Business: [
    { prompt: "a coffee shop", suffixes: ["Coffee Co.", "Roasters", "Espresso Bar"], audience: "cafés, roasters and coffee carts" },
    { prompt: "a bakery", suffixes: ["Bakehouse", "Bakery", "Patisserie"], audience: "bakeries, pâtisseries and cafés" },
    { prompt: "a law firm", suffixes: ["Law", "Legal", "Law Group"], audience: "law firms, notaries and legal advisers" },
    { prompt: "a real estate agency", suffixes: ["Realty", "Properties", "Homes"], audience: "estate agents and property managers" },
    { prompt: "a construction company", suffixes: ["Builders", "Construction", "Contracting"], audience: "builders, contractors and renovators" },
    { prompt: "a pizzeria", suffixes: ["Pizza", "Pizzeria"], audience: "pizzerias and Italian kitchens" },
    { prompt: "a craft brewery", suffixes: ["Brewing Co.", "Brewery", "Ales"], audience: "breweries, taprooms and pubs" },
    { prompt: "a winery", suffixes: ["Wines", "Vineyards", "Cellars"], audience: "wineries, wine bars and merchants" },
    { prompt: "an accounting firm", suffixes: ["Accounting", "Tax & Audit"], audience: "accountants, bookkeepers and tax advisers" },
    { prompt: "a barbershop", suffixes: ["Barbers", "Barber Co."], audience: "barbershops and men's grooming" },
    { prompt: "a dentist", suffixes: ["Dental", "Dental Care", "Smiles"], audience: "dental practices and orthodontists" },
    { prompt: "a plumbing company", suffixes: ["Plumbing", "Pipeworks"], audience: "plumbers and heating engineers" },
    { prompt: "a hotel", suffixes: ["Hotel", "Lodge", "Inn"], audience: "hotels, lodges and guest houses" },
    { prompt: "a hair salon", suffixes: ["Salon", "Hair Studio"], audience: "hair salons and stylists" },
  ],
  Nature: [
    { prompt: "a farm", suffixes: ["Farms", "Farmstead", "Homestead"], audience: "farms, farm shops and markets" },
    { prompt: "a florist", suffixes: ["Florals", "Flower Co.", "Blooms"], audience: "florists and flower farms" },
    { prompt: "a garden centre", suffixes: ["Gardens", "Nursery", "Greenhouse"], audience: "garden centres, landscapers and plant shops" },
    { prompt: "an outdoor gear shop", suffixes: ["Outfitters", "Outdoor Co.", "Trail Supply"], audience: "outdoor shops, camps and trail brands" },
    { prompt: "a mountain lodge", suffixes: ["Mountain Lodge", "Peaks", "Alpine"], audience: "mountain lodges, guides and ski towns" },
    { prompt: "an ocean conservation charity", suffixes: ["Ocean Trust", "Coastal", "Tides"], audience: "coastal charities, surf shops and seaside brands" },
    { prompt: "a honey farm", suffixes: ["Honey Co.", "Apiary", "Honey"], audience: "beekeepers, honey farms and delis" },
    { prompt: "an eco friendly brand", suffixes: ["Earth", "Eco", "Green Co."], audience: "sustainable brands and refill shops" },
    { prompt: "a forest retreat", suffixes: ["Woods", "Forest Retreat", "Timberland"], audience: "retreats, cabins and forestry" },
    { prompt: "a vegan cafe", suffixes: ["Greens", "Kitchen", "Plant Café"], audience: "vegan cafés and healthy food brands" },
    { prompt: "a sun and surf shop", suffixes: ["Sun Co.", "Sunshine", "Solstice"], audience: "beach shops, sun care and summer brands" },
    { prompt: "a leaf tea company", suffixes: ["Tea Co.", "Leaf", "Botanicals"], audience: "tea blenders, herbalists and apothecaries" },
  ],
  Animals: [
    { prompt: "a logo with a fox for a bookshop", suffixes: ["Books", "Fox & Co."], audience: "bookshops, cafés and gift shops" },
    { prompt: "a wolf mascot for a fitness club", suffixes: ["Fitness", "Pack", "Athletics"], audience: "gyms, teams and outdoor clubs" },
    { prompt: "an owl logo for a tutoring service", suffixes: ["Tutoring", "Learning"], audience: "tutors, libraries and night-time brands" },
    { prompt: "a lion logo for an investment firm", suffixes: ["Capital", "Holdings", "Group"], audience: "investment firms and bold brands" },
    { prompt: "a bear logo for a camping brand", suffixes: ["Camp Co.", "Outdoors", "Supply"], audience: "camping brands and outdoor shops" },
    { prompt: "an eagle logo for a security company", suffixes: ["Security", "Guard"], audience: "security firms and logistics" },
    { prompt: "a cat logo for a cat cafe", suffixes: ["Cat Café", "Kitty Co."], audience: "cat cafés, pet shops and groomers" },
    { prompt: "a dog logo for a dog walking service", suffixes: ["Dog Walking", "Pet Care", "Paws"], audience: "dog walkers, groomers and pet sitters" },
    { prompt: "a horse logo for a riding stable", suffixes: ["Stables", "Equestrian"], audience: "stables, riding schools and saddlers" },
    { prompt: "a penguin logo for an ice cream shop", suffixes: ["Creamery", "Ice Cream"], audience: "ice cream shops and frozen treats" },
    { prompt: "an octopus logo for a seafood restaurant", suffixes: ["Seafood", "Oyster Bar"], audience: "seafood restaurants and fishmongers" },
    { prompt: "a bee logo for a honey shop", suffixes: ["Honey", "Bee Co."], audience: "honey shops, beekeepers and bakeries" },
    { prompt: "a tiger logo for a martial arts school", suffixes: ["Martial Arts", "Dojo", "Fight Club"], audience: "martial arts schools and fight gyms" },
    { prompt: "a turtle logo for a swim school", suffixes: ["Swim School", "Aquatics"], audience: "swim schools and aquariums" },
    { prompt: "a rabbit logo for a children's boutique", suffixes: ["Kids", "Boutique"], audience: "children's shops and nurseries" },
    { prompt: "an elephant logo for a charity", suffixes: ["Foundation", "Trust"], audience: "charities, foundations and zoos" },
    { prompt: "a whale logo for a whale watching tour", suffixes: ["Tours", "Whale Watch"], audience: "boat tours and marine centres" },
    { prompt: "a parrot logo for a tropical bar", suffixes: ["Tiki Bar", "Cantina"], audience: "tropical bars and island brands" },
  ],
  Fantasy: [
    { prompt: "a dragon logo for a gaming team", suffixes: ["Esports", "Gaming", "Clan"], audience: "gaming teams, streamers and tabletop clubs" },
    { prompt: "a unicorn logo for a kids party company", suffixes: ["Parties", "Party Co."], audience: "party planners, toy shops and bakeries" },
    { prompt: "a wizard logo for a board game cafe", suffixes: ["Games Café", "Game Guild"], audience: "board game cafés and fantasy shops" },
    { prompt: "a castle logo for a fantasy book publisher", suffixes: ["Press", "Publishing", "Tales"], audience: "publishers, authors and storytellers" },
    { prompt: "a crown logo for a luxury brand", suffixes: ["Royal", "Regal Co.", "Crown"], audience: "luxury goods, hotels and events" },
    { prompt: "a ghost logo for a haunted house tour", suffixes: ["Ghost Tours", "Haunts"], audience: "ghost tours, escape rooms and Halloween shops" },
    { prompt: "a crystal ball logo for a tarot reader", suffixes: ["Tarot", "Oracle", "Mystic"], audience: "tarot readers, astrologers and candle makers" },
    { prompt: "an alien logo for a sci-fi convention", suffixes: ["Con", "Galactic"], audience: "conventions, comic shops and sci-fi fans" },
    { prompt: "a fairy logo for a children's theatre", suffixes: ["Theatre", "Storytime"], audience: "children's theatres and story clubs" },
    { prompt: "a ninja logo for a coding bootcamp", suffixes: ["Academy", "Dojo"], audience: "bootcamps, dojos and gaming brands" },
    { prompt: "a knight logo for a fencing club", suffixes: ["Fencing Club", "Order"], audience: "fencing clubs and medieval fairs" },
    { prompt: "a goblin logo for a hot sauce brand", suffixes: ["Hot Sauce", "Sauce Co."], audience: "hot sauce makers and food trucks" },
    { prompt: "a magic potion logo for a cocktail bar", suffixes: ["Elixirs", "Apothecary"], audience: "cocktail bars and apothecaries" },
  ],
  "Human Figures": [
    { prompt: "a yoga studio", suffixes: ["Yoga", "Yoga Studio", "Flow"], audience: "yoga studios and wellness retreats" },
    { prompt: "a family therapist", suffixes: ["Family Therapy", "Counselling"], audience: "therapists, counsellors and family services" },
    { prompt: "a charity", suffixes: ["Foundation", "Care", "Giving"], audience: "charities and community groups" },
    { prompt: "a community centre", suffixes: ["Community", "People", "Collective"], audience: "community centres and co-working spaces" },
    { prompt: "a kids daycare", suffixes: ["Kids", "Daycare", "Little Ones"], audience: "daycares, nurseries and kids' clubs" },
    { prompt: "a recruiting agency", suffixes: ["Talent", "Recruiting", "Careers"], audience: "recruiters, HR teams and staffing firms" },
    { prompt: "a family photographer", suffixes: ["Family Photo", "Portraits"], audience: "family photographers and portrait studios" },
    { prompt: "a personal trainer", suffixes: ["Training", "Coaching"], audience: "personal trainers and strength coaches", marks: ["fluent-emoji:person-lifting-weights"] },
    { prompt: "a surf coach", suffixes: ["Surf Coaching", "Surf Co."], audience: "surf coaches and board shops", marks: ["fluent-emoji:person-surfing"] },
    { prompt: "a climbing gym", suffixes: ["Climbing", "Bouldering"], audience: "climbing gyms and mountain guides", marks: ["fluent-emoji:person-climbing"] },
    { prompt: "a cycling coach", suffixes: ["Cycling", "Ride Co."], audience: "cycling coaches and bike clubs", marks: ["fluent-emoji:person-biking", "fluent-emoji:person-mountain-biking"] },
    { prompt: "a swim coach", suffixes: ["Swim Coaching", "Swim Club"], audience: "swim coaches and aquatic centres", marks: ["fluent-emoji:person-swimming"] },
    { prompt: "a meditation teacher", suffixes: ["Meditation", "Mindfulness"], audience: "meditation teachers and retreats", marks: ["fluent-emoji:person-in-lotus-position"] },
    { prompt: "a circus school", suffixes: ["Circus School", "Juggling"], audience: "circus schools and street performers", marks: ["fluent-emoji:person-juggling", "fluent-emoji:person-cartwheeling"] },
    { prompt: "a golf coach", suffixes: ["Golf Coaching", "Golf Academy"], audience: "golf coaches and academies", marks: ["fluent-emoji:person-golfing"] },
    { prompt: "a rowing club", suffixes: ["Rowing Club", "Rowing"], audience: "rowing clubs and regattas", marks: ["fluent-emoji:person-rowing-boat"] },
  ],
  Technology: [
    { prompt: "a software company", suffixes: ["Software", "Systems", "Tech"], audience: "software companies and SaaS products" },
    { prompt: "an AI startup", suffixes: ["AI", "Intelligence", "Labs"], audience: "AI startups and data teams" },
    { prompt: "a cloud hosting company", suffixes: ["Cloud", "Hosting", "Data"], audience: "hosting, cloud and data services" },
    { prompt: "a cybersecurity firm", suffixes: ["Security", "Cyber", "Defense"], audience: "security firms and IT services" },
    { prompt: "a robotics company", suffixes: ["Robotics", "Automation"], audience: "robotics makers and automation firms" },
    { prompt: "a space company", suffixes: ["Aerospace", "Orbital", "Space"], audience: "aerospace, satellites and science brands" },
    { prompt: "a science lab", suffixes: ["Labs", "Bio", "Research"], audience: "labs, biotech and research institutes" },
    { prompt: "a game studio", suffixes: ["Games", "Interactive", "Studios"], audience: "game studios and esports brands" },
    { prompt: "a solar energy company", suffixes: ["Energy", "Power", "Solar"], audience: "energy companies and installers" },
    { prompt: "a crypto exchange", suffixes: ["Exchange", "Chain", "Block"], audience: "crypto platforms and fintech" },
    { prompt: "a drone company", suffixes: ["Aerial", "Drones"], audience: "drone operators and aerial surveyors" },
    { prompt: "a mobile app developer", suffixes: ["Apps", "Mobile"], audience: "app developers and mobile products" },
  ],
  Cultural: [
    { prompt: "a music festival", suffixes: ["Festival", "Fest", "Sounds"], audience: "festivals, venues and music schools" },
    { prompt: "a photography studio", suffixes: ["Photography", "Photo Studio"], audience: "photographers and studios" },
    { prompt: "a film production company", suffixes: ["Pictures", "Films", "Productions"], audience: "film studios and video producers" },
    { prompt: "a theatre", suffixes: ["Theatre", "Playhouse", "Stage"], audience: "theatres, drama schools and galas" },
    { prompt: "an art gallery", suffixes: ["Gallery", "Art House"], audience: "galleries, artists and art schools" },
    { prompt: "a podcast", suffixes: ["Podcast", "Radio", "Show"], audience: "podcasts, radio shows and broadcasters" },
    { prompt: "a guitar shop", suffixes: ["Guitars", "Music Co."], audience: "guitar shops, luthiers and bands" },
    { prompt: "a dance school", suffixes: ["Dance", "Dance Academy"], audience: "dance schools and ballet companies" },
    { prompt: "a craft studio", suffixes: ["Crafts", "Makers", "Yarn Co."], audience: "craft studios, knitters and makers" },
    { prompt: "a church", suffixes: ["Church", "Chapel", "Fellowship"], audience: "churches and faith communities" },
    { prompt: "a museum", suffixes: ["Museum", "Heritage"], audience: "museums and heritage societies" },
    { prompt: "a wedding planner", suffixes: ["Weddings", "Events"], audience: "wedding planners and event venues" },
    { prompt: "a Chinese restaurant with a lantern", suffixes: ["Lantern", "Kitchen"], audience: "restaurants, tea houses and festivals" },
  ],
  Sports: [
    { prompt: "a soccer club", suffixes: ["FC", "United", "Football Club"], audience: "football clubs and academies" },
    { prompt: "a basketball team", suffixes: ["Hoops", "Basketball"], audience: "basketball teams and leagues" },
    { prompt: "a gym", suffixes: ["Fitness", "Gym", "Strength"], audience: "gyms, trainers and fitness brands" },
    { prompt: "a tennis club", suffixes: ["Tennis Club", "Tennis"], audience: "tennis clubs and coaches" },
    { prompt: "a golf club", suffixes: ["Golf Club", "Links"], audience: "golf clubs and courses" },
    { prompt: "a running club", suffixes: ["Run Club", "Runners"], audience: "running clubs and races" },
    { prompt: "a boxing gym", suffixes: ["Boxing", "Fight Club"], audience: "boxing gyms and fight teams" },
    { prompt: "a ski school", suffixes: ["Ski School", "Alpine"], audience: "ski schools and mountain resorts" },
    { prompt: "a hockey team", suffixes: ["Hockey Club", "Hockey"], audience: "hockey teams and rinks" },
    { prompt: "a chess club", suffixes: ["Chess Club", "Chess"], audience: "chess clubs and game cafés" },
    { prompt: "a fishing guide", suffixes: ["Anglers", "Fishing Co."], audience: "fishing guides and tackle shops" },
    { prompt: "a bowling alley", suffixes: ["Lanes", "Bowl"], audience: "bowling alleys and leagues" },
    { prompt: "a baseball team", suffixes: ["Baseball", "Nine"], audience: "baseball teams and little leagues" },
    { prompt: "a volleyball club", suffixes: ["Volleyball", "Beach Club"], audience: "volleyball clubs and beach leagues" },
  ],
  Mythology: [
    { prompt: "a griffin crest for a private school", suffixes: ["College", "School"], audience: "schools, colleges and heraldic crests" },
    { prompt: "a phoenix logo for a recovery clinic", suffixes: ["Recovery", "Rising"], audience: "clinics, coaches and comeback brands" },
    { prompt: "a viking logo for a barbershop", suffixes: ["Barbers", "Grooming"], audience: "barbershops and craft brands" },
    { prompt: "a Greek mythology logo for a philosophy society", suffixes: ["Society", "Academy", "Forum"], audience: "societies, academies and publishers" },
    { prompt: "a trident logo for a diving school", suffixes: ["Diving", "Divers"], audience: "diving schools and marine brands" },
    { prompt: "a mermaid logo for a seaside cafe", suffixes: ["Café", "Kitchen"], audience: "seaside cafés and swimwear" },
    { prompt: "a pegasus logo for a courier service", suffixes: ["Couriers", "Express"], audience: "couriers and travel brands" },
    { prompt: "a kraken logo for a rum distillery", suffixes: ["Rum", "Distillery"], audience: "distilleries and seafood bars" },
    { prompt: "a medusa logo for a jewellery brand", suffixes: ["Jewels", "Atelier"], audience: "jewellers and fashion labels" },
    { prompt: "a minotaur logo for a crossfit gym", suffixes: ["CrossFit", "Strength"], audience: "gyms and strength coaches" },
    { prompt: "an angel logo for a charity", suffixes: ["Angels", "Foundation"], audience: "charities, care homes and chapels" },
    { prompt: "a Roman logo for a pizzeria", suffixes: ["Pizzeria", "Trattoria"], audience: "Italian restaurants and trattorias" },
    { prompt: "a thor logo for an electrical contractor", suffixes: ["Electric", "Power"], audience: "electricians and power companies" },
  ],
  Transportation: [
    { prompt: "a logistics company", suffixes: ["Logistics", "Freight", "Cargo"], audience: "logistics firms and couriers" },
    { prompt: "a travel agency", suffixes: ["Travel", "Journeys", "Tours"], audience: "travel agencies and tour operators" },
    { prompt: "a car dealership", suffixes: ["Motors", "Auto", "Cars"], audience: "car dealers and garages" },
    { prompt: "a taxi company", suffixes: ["Cabs", "Taxi"], audience: "taxi firms and ride services" },
    { prompt: "a bicycle shop", suffixes: ["Cycles", "Bike Co.", "Bikes"], audience: "bike shops and cycling clubs" },
    { prompt: "a motorcycle garage", suffixes: ["Moto", "Motorcycles"], audience: "motorcycle garages and riders' clubs" },
    { prompt: "an airline", suffixes: ["Air", "Airways", "Aviation"], audience: "airlines, charters and flight schools" },
    { prompt: "a boat charter", suffixes: ["Marine", "Charters", "Boats"], audience: "boat charters and marinas" },
    { prompt: "a railway tour", suffixes: ["Rail", "Railway", "Express"], audience: "rail tours and heritage railways" },
    { prompt: "a bus company", suffixes: ["Transit", "Coaches"], audience: "bus and coach companies" },
    { prompt: "a trucking company", suffixes: ["Trucking", "Haulage"], audience: "trucking and haulage firms" },
    { prompt: "a shipping company", suffixes: ["Shipping", "Lines"], audience: "shipping lines and ports" },
  ],
  Education: [
    { prompt: "a school", suffixes: ["Academy", "School", "Prep"], audience: "schools, academies and tutors" },
    { prompt: "a library", suffixes: ["Library", "Books", "Reading Room"], audience: "libraries, bookshops and reading clubs" },
    { prompt: "a language school", suffixes: ["Languages", "Language School"], audience: "language schools and translators" },
    { prompt: "a university", suffixes: ["University", "College", "Institute"], audience: "universities and colleges", marks: ["fluent-emoji:graduation-cap", "fluent-emoji:classical-building"] },
    { prompt: "a tutoring service", suffixes: ["Tutoring", "Learning", "Study"], audience: "tutors and homework clubs", marks: ["fluent-emoji:books", "fluent-emoji:open-book", "fluent-emoji:notebook"] },
    { prompt: "a science camp", suffixes: ["Science Camp", "Discovery"], audience: "science camps and STEM clubs", marks: ["fluent-emoji:microscope", "phosphor:microscope"] },
    { prompt: "an online course platform", suffixes: ["Learn", "Courses", "Classroom"], audience: "online courses and e-learning", marks: ["fluent-emoji:laptop", "phosphor:student"] },
    { prompt: "a writing school", suffixes: ["Writers", "Writing School"], audience: "writing schools and workshops", marks: ["fluent-emoji:pencil", "fluent-emoji:fountain-pen", "phosphor:pencil-simple"] },
    { prompt: "a math tutoring centre", suffixes: ["Maths", "Numbers"], audience: "maths tutors and early learning", marks: ["fluent-emoji:abacus", "phosphor:calculator"] },
    { prompt: "an art school", suffixes: ["Art School", "Atelier"], audience: "art schools and studios", marks: ["fluent-emoji:artist-palette", "fluent-emoji:paintbrush"] },
    { prompt: "a geography club", suffixes: ["Geography", "Explorers"], audience: "geography clubs and field trips", marks: ["fluent-emoji:world-map", "fluent-emoji:globe-with-meridians"] },
    { prompt: "an astronomy club", suffixes: ["Astronomy Club", "Stargazers"], audience: "astronomy clubs and observatories", marks: ["fluent-emoji:telescope"] },
    { prompt: "a chemistry tutor", suffixes: ["Chemistry", "Science Tutors"], audience: "science tutors and school labs", marks: ["fluent-emoji:test-tube", "fluent-emoji:alembic"] },
    { prompt: "a school supplies shop", suffixes: ["School Supply", "Backpacks"], audience: "school shops and stationers", marks: ["fluent-emoji:backpack", "fluent-emoji:straight-ruler"] },
    { prompt: "a genetics course", suffixes: ["Genetics", "Bio Academy"], audience: "biology courses and science schools", marks: ["fluent-emoji:dna"] },
    { prompt: "a design school", suffixes: ["Design School", "Drafting"], audience: "design and drafting schools", marks: ["fluent-emoji:triangular-ruler"] },
  ],
};

/** First halves of brand names: short words that sound like a brand, not a description. */
export const NAME_WORDS = `Summit Copper Harbor Juniper Maple Birch Granite Meadow Silver Willow Cedar Oak Ember Alder
  Aspen Bramble Cobalt Crescent Driftwood Elm Fable Fern Golden Hollow Indigo Ivy Lark Linden Marble Noble North
  Olive Pine Quarry Saffron Sterling Thistle True Velvet Wren Yarrow Zephyr Amber Anchor Arbor Atlas Beacon Bluebell
  Boulder Briar Brook Canyon Cascade Clover Coral Cove Crest Dawn Delta Echo Evergreen Falcon Fjord Flint Forge
  Foxglove Frost Garnet Glen Grove Halcyon Hazel Heath Highland Horizon Iris Iron Jasper Keystone Kindle Lantern
  Laurel Lumen Magnolia Mariner Meridian Mesa Mint Monarch Moss Nimbus Northstar Oasis Onyx Orchard Pebble
  Pinnacle Prairie Quill Rambler Redwood Ridge River Rowan Sable Sage Salt Sequoia Shore Sierra Sparrow Spruce
  Starling Stone Sunny Tamarack Terra Tidal Timber Topaz Tulip Upland Valley Vega Verdant Vista Wild Windward
  Wolfe Yellowstone Zenith Acre Basil Bay Bison Blaze Cairn Calder Cinder Cliff Comet Corbel Cypress Dune
  Elder Everly Fairfield Fleet Gale Gilded Harlow Heron Hudson Juno Kestrel Lakeside Larkspur Lupine Marigold
  Merrow Mistral Nova Oakley Osprey Paloma Peregrine Quartz Raven Ripple Rosewood Ruby Sol Sorrel Sterling
  Sunstone Teal Thorne Tidewater Umber Vale Whistler Wildrose Winslow Wyld`.split(/\s+/);

/** The catalogue's designers: the spec's seven. */
export const DESIGNERS = ["Mara Lindqvist", "Theo Okafor", "Camille Duret", "Diego Alvarez", "Jonas Weller", "Hana Sato", "Priya Raman"] as const;


/** Colour schemes to alternate between, so the catalogue is not all pale canvases. */
export const SCHEMES: readonly (ColorScheme | null)[] = [null, null, "Dark", null, "Light", null, null, "Light"];
