/**
 * The demo's product pictures: each demo product drawn as the closest Twemoji artwork (the icon's
 * name in @iconify-json/twemoji), on its store's tint. Where no emoji shows the thing itself, the
 * comment says what stands in for it. Catalog seeds them through the image pipeline
 * (services/catalog/src/demo/seed-demo-pictures.ts); the buyer's How to use page credits the set.
 */

/** Twemoji's graphics are CC BY 4.0: whoever shows them names the authors and the licence. */
export const DEMO_PICTURES_CREDIT = {
  set: 'Twemoji',
  authors: 'Twitter, Inc and other contributors',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  url: 'https://github.com/jdecked/twemoji',
} as const;

export const demoProductPictures: Record<string, string> = {
  // Sharma Kirana Store
  'Aashirvaad Whole Wheat Atta 5 kg': 'sheaf-of-rice', // no wheat emoji: the sheaf of grain
  'India Gate Basmati Rice 1 kg': 'cooked-rice',
  'Tata Salt 1 kg': 'salt',
  'Fortune Sunflower Oil 1 L': 'sunflower', // no oil bottle: what the oil is pressed from
  'Toor Dal 1 kg': 'beans',
  'Moong Dal 500 g': 'pea-pod', // green gram
  'Amul Butter 500 g': 'butter',
  'Amul Taaza Milk 1 L': 'glass-of-milk',
  'Parle-G Biscuits 800 g': 'cookie',
  'Haldiram Bhujia 400 g': 'pretzel', // a fried savoury snack
  'Tata Tea Gold 500 g': 'teacup-without-handle',
  'Bru Instant Coffee 100 g': 'hot-beverage',

  // Patil Fresh Fruits & Vegetables
  'Alphonso Mangoes (1 dozen)': 'mango',
  'Bananas (1 dozen)': 'banana',
  'Pomegranate 1 kg': 'red-apple', // no pomegranate emoji: the closest round red fruit
  'Onions 1 kg': 'onion',
  'Tomatoes 1 kg': 'tomato',
  'Potatoes 1 kg': 'potato',
  'Fresh Coriander Bunch': 'herb',
  'Green Chillies 250 g': 'hot-pepper',
  'Spinach (Palak) Bunch': 'leafy-green',
  'Lady Finger (Bhindi) 500 g': 'cucumber', // no okra emoji: the closest long green vegetable

  // Khan Bakers
  'Ladi Pav (6 pcs)': 'bread',
  'Brown Bread 400 g': 'baguette-bread',
  'Khari Biscuits 250 g': 'cookie',
  'Nankhatai 250 g': 'cookie',
  'Plum Cake 500 g': 'shortcake',
  'Chocolate Truffle Cake 1 kg': 'birthday-cake',
  'Butter Croissant': 'croissant',
  'Veg Puff': 'dumpling', // a filled pastry
  'Mawa Cake Slice': 'cupcake',
  'Rusk Toast 300 g': 'bread',

  // Iyer Pharmacy
  'Dettol Antiseptic Liquid 250 ml': 'lotion-bottle',
  'Dabur Chyawanprash 500 g': 'jar',
  'Himalaya Neem Face Wash 150 ml': 'soap',
  'Vicks VapoRub 50 ml': 'jar',
  'Band-Aid (100 strips)': 'adhesive-bandage',
  'ORS Sachets (10)': 'droplet',
  'Digital Thermometer': 'thermometer',
  'Pampers Diapers M (50)': 'baby',
  'Hand Sanitizer 500 ml': 'lotion-bottle',

  // Singh Electronics
  'USB-C Fast Charger 25 W': 'high-voltage',
  'Braided USB-C Cable 1 m': 'electric-plug',
  'Power Bank 10000 mAh': 'battery',
  'Wireless Earbuds': 'headphone',
  'LED Bulb 9 W (pack of 4)': 'light-bulb',
  'Extension Board 4 Socket': 'electric-plug',
  'Electric Kettle 1.5 L': 'teapot',
  'Phone Stand': 'mobile-phone',
  'Tempered Glass Screen Guard': 'mobile-phone',

  // The more Pune shops, in their order
  'Cow Milk 1 L': 'glass-of-milk',
  'Fresh Paneer 200 g': 'cheese-wedge',
  'Dahi 500 g': 'bowl-with-spoon',
  'Ukadiche Modak (6 pcs)': 'dumpling',
  'Kaju Katli 250 g': 'candy',
  'Bakarwadi 250 g': 'pretzel',
  'Classmate Notebook (6)': 'notebook',
  'Camlin Geometry Box': 'triangular-ruler',
  'Ball Pens (10)': 'pen',
  'Organic Jaggery 1 kg': 'honey-pot', // a natural sweetener
  'Red Rice 1 kg': 'cooked-rice',
  'Cold-pressed Groundnut Oil 1 L': 'peanuts',
  'Milk Bread 400 g': 'bread',
  'Shrewsbury Biscuits 250 g': 'cookie',
  'Cream Roll': 'croissant',
  'Chicken Curry Cut 500 g': 'poultry-leg',
  'Surmai 500 g': 'fish',
  'Mutton 500 g': 'cut-of-meat',
  'Crocin Advance (15)': 'pill',
  'Volini Gel 30 g': 'lotion-bottle',
  'N95 Masks (5)': 'face-with-medical-mask',
  'Marigold Garland': 'sunflower', // the closest orange-yellow flower
  'Rose Bouquet (12)': 'bouquet',
  'Jasmine Gajra': 'blossom', // a white flower
  'Sugar 1 kg': 'salt', // no sugar emoji: the white crystals' shaker
  'Poha 1 kg': 'cooked-rice',
  'Besan 500 g': 'beans', // gram flour
  'Screwdriver Set': 'screwdriver',
  'PVC Tape': 'toolbox',
  'Wall Hooks (10)': 'hook',
  'Phone Back Cover': 'mobile-phone',
  'Micro-USB Cable 1 m': 'electric-plug',
  'Wired Earphones': 'headphone',
  'Chai Masala 100 g': 'ginger-root',
  'Assam Tea 250 g': 'teacup-without-handle',
  'Gavti Chaha 50 g': 'herb', // lemongrass tea
  'Atta 10 kg': 'sheaf-of-rice',
  'Chana Dal 1 kg': 'beans',
  'Mustard Seeds 100 g': 'seedling',
  'Dog Food 3 kg': 'dog-face',
  'Cat Litter 5 kg': 'cat-face',
  'Chew Toy': 'bone',
  'Triphala Churna 100 g': 'herb',
  'Ashwagandha Tablets (60)': 'pill',
  'Amla Juice 1 L': 'beverage-box',
  'Cauliflower': 'broccoli', // no cauliflower emoji: its cousin
  'Carrots 500 g': 'carrot',
  'Methi Bunch': 'shamrock', // fenugreek's three-part leaves
  'Marathi Shabdakosh': 'closed-book',
  'Panchatantra Stories': 'books',
  'Colouring Book': 'crayon',
  'Amba Barfi 250 g': 'candy',
  'Chakli 250 g': 'pretzel',
  'Shrikhand 500 g': 'custard',
  'Banana Chips 250 g': 'banana',
  'Mysore Pak 250 g': 'candy',
  'Rasam Powder 100 g': 'pot-of-food',
  'Arnica 30 (30 ml)': 'droplet',
  'Calendula Cream 25 g': 'blossom',
  'Nux Vomica 200 (30 ml)': 'pill',
  'Coconut Hair Oil 300 ml': 'coconut',
  'Kajal Stick': 'lipstick', // the closest make-up stick
  'Neem Soap (4)': 'soap',
  'Steel Tiffin (3 tier)': 'bento-box', // a lunch box
  'Pressure Cooker 3 L': 'pot-of-food',
  'Tawa 28 cm': 'cooking',
  'Wooden Spinning Top': 'yo-yo', // no top emoji: the other spinning toy
  'Snakes and Ladders': 'game-die',
  'Cricket Bat (Size 4)': 'cricket-game',
  'Almonds 250 g': 'chestnut', // no almond emoji: the closest brown nut
  'Cashews 250 g': 'peanuts',
  'Black Raisins 250 g': 'grapes',
  'Buffalo Milk 1 L': 'glass-of-milk',
  'Ghee 500 ml': 'jar',
  'Lassi 200 ml': 'cup-with-straw',
  'LED Tube Light 20 W': 'light-bulb',
  'Ceiling Fan Regulator': 'control-knobs',
  '3-pin Plug': 'electric-plug',
  'Agarbatti (100 sticks)': 'candle', // no incense emoji: the other thing lit at a puja
  'Camphor 50 g': 'fire',
  'Brass Diya': 'diya-lamp',
  'Pav (12 pcs)': 'bread',
  'Coconut Cookies 200 g': 'cookie',
  'Fruit Cake 250 g': 'shortcake',
};

/** Soft backgrounds, one per store in turn, so a store's cards look like one shelf and the next store's differ. */
const STORE_TINTS = ['#fef3c7', '#dcfce7', '#ffedd5', '#e0f2fe', '#fce7f3', '#ede9fe', '#ccfbf1', '#fee2e2'];

export const demoPictureTint = (storeIndex: number) => STORE_TINTS[storeIndex % STORE_TINTS.length]!;
