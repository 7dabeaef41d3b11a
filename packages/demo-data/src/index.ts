/**
 * Demo data shared by the services that seed it on first start (HAAT_DEMO_DATA=on, the default).
 * Ids are fixed so identity's users and catalog's stores agree without talking to each other.
 */
export const DEMO_PASSWORD = 'demo1234';

export { DEMO_PICTURES_CREDIT, demoPictureTint, demoProductPictures } from './product-pictures.ts';

type DemoUser = { id: string; name: string; email: string; role: 'buyer' | 'seller' | 'deliveryPartner' | 'superadmin'; phone: string; city: string };

const id = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/**
 * More Pune shops, so the demo city has more stores than one page of /stores (24): buyers page
 * through them. Each has its own seller account (ids 701+, stores 801+). Their names sort after
 * 'Patil Fresh Fruits & Vegetables', so the first stores of the city stay Sharma Kirana and Patil Fresh (below).
 * Rane Medical is a chemist open round the clock, so 'Open now' always finds a demo store.
 */
type Shop = [name: string, owner: string, category: string, address: string, hours: string, products: Line[]];
const PUNE_SHOPS: Shop[] = [
  ['Pawar Dairy Farm', 'Sunil Pawar', 'Dairy', 'Sinhagad Road, Vadgaon', '06:00-21:00', [['Cow Milk 1 L', 'Milk', 60, null, 40], ['Fresh Paneer 200 g', 'Paneer', 90, 85, 20], ['Dahi 500 g', 'Curd', 45, null, 25]]],
  ['Phadke Sweets', 'Madhav Phadke', 'Sweets', 'Laxmi Road, Sadashiv Peth', '09:00-21:30', [['Ukadiche Modak (6 pcs)', 'Sweets', 180, null, 15], ['Kaju Katli 250 g', 'Sweets', 280, 260, 20], ['Bakarwadi 250 g', 'Snacks', 110, null, 30]]],
  ['Poonam Stationers', 'Poonam Kale', 'Stationery', 'Appa Balwant Chowk', '09:30-20:30', [['Classmate Notebook (6)', 'Notebooks', 300, 270, 25], ['Camlin Geometry Box', 'School', 150, null, 15], ['Ball Pens (10)', 'Pens', 100, 90, 40]]],
  ['Pune Organic Basket', 'Anjali Kulkarni', 'Organic', 'Baner Road, Baner', '08:00-20:00', [['Organic Jaggery 1 kg', 'Staples', 120, 110, 20], ['Red Rice 1 kg', 'Staples', 140, null, 15], ['Cold-pressed Groundnut Oil 1 L', 'Oils', 320, 299, 10]]],
  ['Puranik Bakery', 'Vinay Puranik', 'Bakery', 'Karve Road, Erandwane', '07:00-21:00', [['Milk Bread 400 g', 'Bread', 45, null, 30], ['Shrewsbury Biscuits 250 g', 'Biscuits', 160, 150, 20], ['Cream Roll', 'Pastries', 25, null, 40]]],
  ['Rajput Meat & Fish', 'Vikram Rajput', 'Meat & Fish', 'Camp, MG Road', '08:00-14:00, 17:00-21:00', [['Chicken Curry Cut 500 g', 'Chicken', 160, null, 20], ['Surmai 500 g', 'Fish', 450, 420, 8], ['Mutton 500 g', 'Mutton', 400, null, 10]]],
  ['Rane Medical', 'Sachin Rane', 'Pharmacy', 'Aundh Road, Aundh', '24x7', [['Crocin Advance (15)', 'Medicines', 30, null, 50], ['Volini Gel 30 g', 'Pain Relief', 120, 110, 20], ['N95 Masks (5)', 'Wellness', 250, 199, 30]]],
  ['Rao Flowers', 'Geeta Rao', 'Flowers', 'Tulshibaug, Budhwar Peth', '06:00-20:00', [['Marigold Garland', 'Puja Flowers', 60, null, 30], ['Rose Bouquet (12)', 'Bouquets', 450, 399, 10], ['Jasmine Gajra', 'Puja Flowers', 30, null, 40]]],
  ['Sai Krupa Provision Store', 'Ganesh More', 'Grocery', 'Hadapsar Gaon, Hadapsar', '07:30-22:00', [['Sugar 1 kg', 'Staples', 48, null, 60], ['Poha 1 kg', 'Staples', 70, 65, 30], ['Besan 500 g', 'Flours', 60, null, 25]]],
  ['Salunkhe Hardware', 'Prakash Salunkhe', 'Hardware', 'Market Yard Road', '09:00-19:00', [['Screwdriver Set', 'Tools', 350, 299, 10], ['PVC Tape', 'Electricals', 25, null, 60], ['Wall Hooks (10)', 'Fittings', 80, null, 30]]],
  ['Sawant Mobile Point', 'Rohit Sawant', 'Electronics', 'FC Road, Shivajinagar', '10:30-21:00', [['Phone Back Cover', 'Accessories', 299, 199, 25], ['Micro-USB Cable 1 m', 'Cables', 149, null, 30], ['Wired Earphones', 'Audio', 399, 349, 15]]],
  ['Shinde Chai Masala', 'Kavita Shinde', 'Beverages', 'Tilak Road, Sadashiv Peth', '08:00-20:00', [['Chai Masala 100 g', 'Spices', 90, null, 30], ['Assam Tea 250 g', 'Tea', 160, 150, 20], ['Gavti Chaha 50 g', 'Tea', 60, null, 25]]],
  ['Shree Ganesh Kirana', 'Santosh Jadhav', 'Grocery', 'Warje Malwadi', '07:00-22:30', [['Atta 10 kg', 'Staples', 480, 455, 12], ['Chana Dal 1 kg', 'Pulses', 110, null, 25], ['Mustard Seeds 100 g', 'Spices', 25, null, 40]]],
  ['Shubham Pet Supplies', 'Shubham Deshpande', 'Pet Supplies', 'Kalyani Nagar', '10:00-20:00', [['Dog Food 3 kg', 'Dog', 899, 799, 10], ['Cat Litter 5 kg', 'Cat', 450, null, 8], ['Chew Toy', 'Toys', 199, 149, 20]]],
  ['Swami Ayurvedic', 'Dattatray Swami', 'Wellness', 'Narayan Peth', '09:00-20:00', [['Triphala Churna 100 g', 'Ayurveda', 80, null, 20], ['Ashwagandha Tablets (60)', 'Ayurveda', 220, 199, 15], ['Amla Juice 1 L', 'Juices', 180, null, 12]]],
  ['Tambe Fresh Vegetables', 'Shalini Tambe', 'Fruits & Vegetables', 'Kothrud Depot, Kothrud', '06:30-21:00', [['Cauliflower', 'Vegetables', 40, null, 20], ['Carrots 500 g', 'Vegetables', 30, null, 30], ['Methi Bunch', 'Vegetables', 20, 15, 25]]],
  ['Tilak Road Book Depot', 'Shrikant Gokhale', 'Books', 'Tilak Road', '10:00-20:30', [['Marathi Shabdakosh', 'Reference', 350, 320, 6], ['Panchatantra Stories', 'Children', 199, null, 12], ['Colouring Book', 'Children', 99, null, 20]]],
  ['Trimurti Sweet Mart', 'Ramesh Chitale', 'Sweets', 'Kasba Peth', '08:30-21:30', [['Amba Barfi 250 g', 'Sweets', 240, 220, 15], ['Chakli 250 g', 'Snacks', 120, null, 20], ['Shrikhand 500 g', 'Sweets', 200, 185, 10]]],
  ['Udupi Snacks Corner', 'Harish Shetty', 'Snacks', 'Deccan Gymkhana', '07:00-22:00', [['Banana Chips 250 g', 'Chips', 110, null, 25], ['Mysore Pak 250 g', 'Sweets', 180, 170, 15], ['Rasam Powder 100 g', 'Spices', 70, null, 20]]],
  ['Vaidya Homeopathy', 'Dr Neha Vaidya', 'Pharmacy', 'Bibwewadi', '09:00-13:00, 17:00-21:00', [['Arnica 30 (30 ml)', 'Homeopathy', 110, null, 20], ['Calendula Cream 25 g', 'Homeopathy', 95, null, 15], ['Nux Vomica 200 (30 ml)', 'Homeopathy', 120, null, 15]]],
  ['Varsha Beauty Store', 'Varsha Gaikwad', 'Personal Care', 'Pimple Saudagar', '10:00-21:00', [['Coconut Hair Oil 300 ml', 'Hair Care', 150, 135, 25], ['Kajal Stick', 'Make-up', 180, null, 20], ['Neem Soap (4)', 'Bath', 120, 99, 30]]],
  ['Vijay Kitchenware', 'Vijay Oswal', 'Home & Kitchen', 'Raviwar Peth', '10:00-20:00', [['Steel Tiffin (3 tier)', 'Storage', 450, 399, 10], ['Pressure Cooker 3 L', 'Cookware', 1650, 1499, 6], ['Tawa 28 cm', 'Cookware', 550, null, 8]]],
  ['Wadia Toy House', 'Farhan Wadia', 'Toys', 'East Street, Camp', '10:30-20:30', [['Wooden Spinning Top', 'Traditional', 120, null, 20], ['Snakes and Ladders', 'Board Games', 199, 179, 12], ['Cricket Bat (Size 4)', 'Sports', 650, 599, 6]]],
  ['Wagh Dry Fruits', 'Anil Wagh', 'Dry Fruits', 'Mahatma Phule Mandai', '09:00-21:00', [['Almonds 250 g', 'Nuts', 280, 260, 20], ['Cashews 250 g', 'Nuts', 320, null, 15], ['Black Raisins 250 g', 'Dried Fruit', 140, null, 20]]],
  ['Yadav Milk Centre', 'Ramesh Yadav', 'Dairy', 'Kondhwa Budruk', '05:30-10:30, 17:00-21:00', [['Buffalo Milk 1 L', 'Milk', 76, null, 40], ['Ghee 500 ml', 'Ghee', 380, 360, 10], ['Lassi 200 ml', 'Drinks', 30, null, 30]]],
  ['Yash Electricals', 'Yash Bhosale', 'Electricals', 'Nana Peth', '10:00-20:00', [['LED Tube Light 20 W', 'Lighting', 350, 299, 15], ['Ceiling Fan Regulator', 'Fittings', 250, null, 10], ['3-pin Plug', 'Fittings', 60, null, 40]]],
  ['Zaveri Puja Samagri', 'Kiran Zaveri', 'Puja Items', 'Kasba Ganpati, Kasba Peth', '07:00-21:00', [['Agarbatti (100 sticks)', 'Incense', 90, null, 40], ['Camphor 50 g', 'Puja', 80, 70, 30], ['Brass Diya', 'Puja', 250, null, 10]]],
  ['Zende Bakers', 'Nitin Zende', 'Bakery', 'Pashan Road, Pashan', '07:00-21:00', [['Pav (12 pcs)', 'Bread', 50, null, 30], ['Coconut Cookies 200 g', 'Biscuits', 90, 85, 25], ['Fruit Cake 250 g', 'Cakes', 160, null, 12]]],
];
const slugOf = (name: string) => name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const demoUsers: DemoUser[] = [
  { id: id(1), name: 'Asha Buyer', email: 'buyer@demo.haat.in', role: 'buyer', phone: '+919800000001', city: 'Pune' },
  { id: id(2), name: 'Ravi Sharma', email: 'seller@demo.haat.in', role: 'seller', phone: '+919800000002', city: 'Pune' },
  { id: id(3), name: 'Deepak Delivery', email: 'delivery@demo.haat.in', role: 'deliveryPartner', phone: '+919800000003', city: 'Pune' },
  { id: id(4), name: 'Haat Admin', email: 'admin@demo.haat.in', role: 'superadmin', phone: '+919800000004', city: 'Pune' },
  { id: id(5), name: 'Meena Patil', email: 'seller2@demo.haat.in', role: 'seller', phone: '+919800000005', city: 'Pune' },
  { id: id(6), name: 'Imran Khan', email: 'seller3@demo.haat.in', role: 'seller', phone: '+919800000006', city: 'Mumbai' },
  { id: id(7), name: 'Lakshmi Iyer', email: 'seller4@demo.haat.in', role: 'seller', phone: '+919800000007', city: 'Bengaluru' },
  { id: id(8), name: 'Gurpreet Singh', email: 'seller5@demo.haat.in', role: 'seller', phone: '+919800000008', city: 'Delhi' },
  // Two more buyers, so the demo seller's orders come from several customers.
  { id: id(9), name: 'Priya Deshmukh', email: 'buyer2@demo.haat.in', role: 'buyer', phone: '+919800000009', city: 'Pune' },
  { id: id(10), name: 'Rahul Joshi', email: 'buyer3@demo.haat.in', role: 'buyer', phone: '+919800000010', city: 'Pune' },
  ...PUNE_SHOPS.map(([, owner], i): DemoUser => ({ id: id(701 + i), name: owner, email: `pune-seller-${i + 1}@demo.haat.in`, role: 'seller', phone: `+9198000007${String(i + 1).padStart(2, '0')}`, city: 'Pune' })),
];

type DemoProduct = { id: string; name: string; category: string; price: number; discountPrice: number | null; quantity: number; description: string };
type DemoStore = {
  id: string; ownerId: string; name: string; slug: string; city: string; category: string; description: string;
  address: string; phone: string; email: string; businessHours: string; localDeliveryFee: number; products: DemoProduct[];
  /** Delivers only to these pincodes of its city (pincode-based delivery); everywhere in the city when absent. */
  onlyPincodes?: string[];
};

type Line = [name: string, category: string, price: number, discountPrice: number | null, quantity: number];

const productsOf = (storeNumber: number, lines: Line[]): DemoProduct[] =>
  lines.map(([name, category, price, discountPrice, quantity], i) => ({
    id: id(1000 * storeNumber + i + 1),
    name, category, price, discountPrice, quantity,
    description: `${name}, sourced fresh for our neighbourhood customers.`,
  }));

export const demoStores: DemoStore[] = [
  {
    id: id(101), ownerId: id(2), name: 'Sharma Kirana Store', slug: 'sharma-kirana', city: 'Pune', category: 'Grocery',
    description: 'Daily groceries, staples and household needs in Kothrud since 1998.', address: 'Shop 4, Paud Road, Kothrud',
    phone: '+919800000002', email: 'seller@demo.haat.in', businessHours: '08:00-22:00', localDeliveryFee: 30,
    products: productsOf(1, [
      ['Aashirvaad Whole Wheat Atta 5 kg', 'Staples', 285, 259, 40], ['India Gate Basmati Rice 1 kg', 'Staples', 180, 165, 25],
      ['Tata Salt 1 kg', 'Staples', 28, null, 100], ['Fortune Sunflower Oil 1 L', 'Oils', 165, 149, 30],
      ['Toor Dal 1 kg', 'Pulses', 170, 155, 20], ['Moong Dal 500 g', 'Pulses', 90, null, 3],
      ['Amul Butter 500 g', 'Dairy', 285, 275, 12], ['Amul Taaza Milk 1 L', 'Dairy', 68, null, 0],
      ['Parle-G Biscuits 800 g', 'Snacks', 90, 85, 50], ['Haldiram Bhujia 400 g', 'Snacks', 120, 110, 15],
      ['Tata Tea Gold 500 g', 'Beverages', 295, 270, 18], ['Bru Instant Coffee 100 g', 'Beverages', 220, null, 9],
    ]),
  },
  {
    id: id(102), ownerId: id(5), name: 'Patil Fresh Fruits & Vegetables', slug: 'patil-fresh', city: 'Pune', category: 'Fruits & Vegetables',
    description: 'Farm-fresh fruit and vegetables from Junnar and Nashik, delivered the same day.', address: 'Stall 12, Mandai, Shukrawar Peth',
    phone: '+919800000005', email: 'seller2@demo.haat.in', businessHours: '06:00-20:00', localDeliveryFee: 20,
    products: productsOf(2, [
      ['Alphonso Mangoes (1 dozen)', 'Fruits', 900, 799, 10], ['Bananas (1 dozen)', 'Fruits', 60, null, 40],
      ['Pomegranate 1 kg', 'Fruits', 220, 199, 15], ['Onions 1 kg', 'Vegetables', 40, 35, 80],
      ['Tomatoes 1 kg', 'Vegetables', 36, null, 60], ['Potatoes 1 kg', 'Vegetables', 32, null, 70],
      ['Fresh Coriander Bunch', 'Herbs', 15, null, 4], ['Green Chillies 250 g', 'Vegetables', 20, null, 30],
      ['Spinach (Palak) Bunch', 'Vegetables', 25, 20, 20], ['Lady Finger (Bhindi) 500 g', 'Vegetables', 40, null, 25],
    ]),
  },
  {
    id: id(103), ownerId: id(6), name: 'Khan Bakers', slug: 'khan-bakers', city: 'Mumbai', category: 'Bakery',
    description: 'Pav, khari, nankhatai and cakes baked every morning in Bandra.', address: 'Hill Road, Bandra West',
    phone: '+919800000006', email: 'seller3@demo.haat.in', businessHours: '07:00-21:00', localDeliveryFee: 25,
    products: productsOf(3, [
      ['Ladi Pav (6 pcs)', 'Bread', 30, null, 60], ['Brown Bread 400 g', 'Bread', 55, 50, 20],
      ['Khari Biscuits 250 g', 'Biscuits', 80, 70, 25], ['Nankhatai 250 g', 'Biscuits', 120, null, 5],
      ['Plum Cake 500 g', 'Cakes', 350, 320, 8], ['Chocolate Truffle Cake 1 kg', 'Cakes', 850, 780, 3],
      ['Butter Croissant', 'Pastries', 90, null, 12], ['Veg Puff', 'Snacks', 25, null, 40],
      ['Mawa Cake Slice', 'Cakes', 45, null, 30], ['Rusk Toast 300 g', 'Biscuits', 60, 55, 35],
    ]),
  },
  {
    id: id(104), ownerId: id(7), name: 'Iyer Pharmacy', slug: 'iyer-pharmacy', city: 'Bengaluru', category: 'Pharmacy',
    description: 'Medicines, wellness and baby care in Jayanagar. Prescription items on valid prescription only.', address: '11th Main, 4th Block, Jayanagar',
    phone: '+919800000007', email: 'seller4@demo.haat.in', businessHours: '09:00-23:00', localDeliveryFee: 0,
    products: productsOf(4, [
      ['Dettol Antiseptic Liquid 250 ml', 'Personal Care', 145, 135, 30], ['Dabur Chyawanprash 500 g', 'Wellness', 240, 215, 15],
      ['Himalaya Neem Face Wash 150 ml', 'Personal Care', 190, 175, 20], ['Vicks VapoRub 50 ml', 'Wellness', 160, null, 25],
      ['Band-Aid (100 strips)', 'First Aid', 130, null, 2], ['ORS Sachets (10)', 'Wellness', 220, 199, 40],
      ['Digital Thermometer', 'Devices', 299, 249, 10], ['Pampers Diapers M (50)', 'Baby Care', 899, 799, 6],
      ['Hand Sanitizer 500 ml', 'Personal Care', 250, 199, 18],
    ]),
  },
  {
    id: id(105), ownerId: id(8), name: 'Singh Electronics', slug: 'singh-electronics', city: 'Delhi', category: 'Electronics',
    description: 'Phone accessories, chargers and small appliances in Karol Bagh.', address: 'Ghaffar Market, Karol Bagh',
    phone: '+919800000008', email: 'seller5@demo.haat.in', businessHours: '10:00-20:00', localDeliveryFee: 50,
    products: productsOf(5, [
      ['USB-C Fast Charger 25 W', 'Chargers', 999, 749, 20], ['Braided USB-C Cable 1 m', 'Cables', 399, 299, 50],
      ['Power Bank 10000 mAh', 'Power Banks', 1499, 1199, 12], ['Wireless Earbuds', 'Audio', 2499, 1799, 8],
      ['LED Bulb 9 W (pack of 4)', 'Lighting', 400, 349, 30], ['Extension Board 4 Socket', 'Electricals', 650, 549, 15],
      ['Electric Kettle 1.5 L', 'Appliances', 1299, 999, 5], ['Phone Stand', 'Accessories', 249, 199, 4],
      ['Tempered Glass Screen Guard', 'Accessories', 299, 149, 60],
    ]),
  },
  ...PUNE_SHOPS.map(([name, owner, category, address, businessHours, lines], i): DemoStore => ({
    id: id(801 + i), ownerId: id(701 + i), name, slug: slugOf(name), city: 'Pune', category,
    description: `${category} in ${address.split(', ').at(-1)}, Pune, run by ${owner}.`, address,
    phone: `+9198000007${String(i + 1).padStart(2, '0')}`, email: `pune-seller-${i + 1}@demo.haat.in`, businessHours, localDeliveryFee: 20 + (i % 3) * 10,
    products: productsOf(6 + i, lines),
    // One shop delivers only near its market, so /stores shows 'Does not deliver to …' for most pincodes.
    ...(name === 'Rao Flowers' ? { onlyPincodes: ['411002', '411011', '411030'] } : {}),
  })),
];

/**
 * Verification requests waiting for the admin team on a fresh demo (the console's queue has something
 * to review): the store, how long ago it asked (one past the 24-hour promise), and the seller's note.
 * Each request carries DEMO_DOCUMENT_IMAGE, uploaded as the store owner's identity document.
 */
export const demoVerificationRequests: { storeId: string; hoursAgo: number; note: string }[] = [
  { storeId: id(102), hoursAgo: 5, note: 'Shop establishment licence attached. Phone verified.' },
  { storeId: id(103), hoursAgo: 30, note: 'Licence photo attached; the original is at the shop.' },
];

/**
 * Stores the admin team has already verified on a fresh demo: the demo seller's store, whose live offer
 * the offers page shows (only verified stores may publish offers), verified by the demo superadmin.
 */
export const demoVerifiedStores: { storeId: string; decidedHoursAgo: number; decidedById: string; decidedByName: string }[] = [
  { storeId: id(101), decidedHoursAgo: 24 * 40, decidedById: id(4), decidedByName: 'Haat Admin' },
];

/** A specimen shop licence (JPEG, 800×500) marked "not a real document": the demo requests' document. */
export const DEMO_DOCUMENT_IMAGE = new URL('../assets/demo-identity-document.jpg', import.meta.url);

/** The demo offer catalog seeds on the demo seller's store (fixed id). */
export const DEMO_BROADCAST_ID = id(301);

/**
 * A spam review on the demo seller's store, by a demo buyer with delivered orders there: catalog
 * seeds it, and a demo report points at it (the console's queue has a review to look at).
 */
export const demoReview = {
  id: id(401), storeId: id(101), authorId: id(10), authorName: 'Rahul Joshi', rating: 1,
  comment: 'Worst shop!!! Everything is cheaper at www.kirana-deals-4u.example, WhatsApp 98XXXXXX21 for 50% off coupons.',
  daysAgo: 4,
};

/** The demo seller's store's reviews: two genuine ones, and the spam one moderation's demo report points at (hiding it lifts the rating). */
export const demoReviews = [
  { id: id(402), storeId: id(101), authorId: id(1), authorName: 'Asha Buyer', rating: 5, comment: 'Always has fresh atta and delivers within the hour in Kothrud. Mr Sharma even called to check a substitute.', daysAgo: 9 },
  { id: id(403), storeId: id(101), authorId: id(9), authorName: 'Priya Deshmukh', rating: 4, comment: 'Good prices on dal and rice. The delivery was a little late on Sunday evening.', daysAgo: 6 },
  demoReview,
];

type DemoReport = { id: string; type: 'store' | 'broadcast' | 'review'; itemId: string; reporterId: string; reason: string; description: string; hoursAgo: number };

/**
 * Open reports on a fresh demo (moderation seeds them, snapshots asked of the catalog): one store
 * reported by all three demo buyers, the demo offer, and the spam review.
 */
export const demoReports: DemoReport[] = [
  { id: id(501), type: 'store', itemId: id(102), reporterId: id(9), reason: 'Misleading information', description: 'The store page says same-day delivery from Junnar farms, but my order came from the local market two days later.', hoursAgo: 52 },
  { id: id(502), type: 'store', itemId: id(102), reporterId: id(10), reason: 'Poor service quality', description: 'Half the tomatoes were rotten and nobody answers the phone.', hoursAgo: 27 },
  { id: id(503), type: 'store', itemId: id(102), reporterId: id(1), reason: 'Fraudulent business', description: 'Charged me for a dozen mangoes and delivered eight.', hoursAgo: 6 },
  { id: id(504), type: 'broadcast', itemId: id(301), reporterId: id(10), reason: 'False advertising', description: 'The 10% off was not given at checkout.', hoursAgo: 20 },
  { id: id(505), type: 'review', itemId: id(401), reporterId: id(9), reason: 'Spam content', description: 'Advertises another website and a phone number.', hoursAgo: 3 },
];

type DemoGrievance = {
  id: string; buyerId: string; subject: 'store' | 'other'; storeId: string | null; storeName: string;
  category: string; description: string; hoursAgo: number; acknowledgedHoursAgo: number | null; response: string;
};

/**
 * Complaints on a fresh demo (moderation seeds them): one past its 48-hour acknowledgement, one
 * acknowledged and waiting for its resolution, so the console's clocks have something to show.
 */
export const demoGrievances: DemoGrievance[] = [
  {
    id: id(601), buyerId: id(9), subject: 'store', storeId: id(102), storeName: 'Patil Fresh Fruits & Vegetables', category: 'Wrong or damaged item',
    description: 'Two of the six mangoes were rotten. The store does not answer the phone and the chat shows no reply.', hoursAgo: 60, acknowledgedHoursAgo: null, response: '',
  },
  {
    id: id(602), buyerId: id(1), subject: 'other', storeId: null, storeName: '', category: 'Account or privacy',
    description: 'I get order texts for a number that is not mine. Please check which account uses my phone number.', hoursAgo: 120, acknowledgedHoursAgo: 100,
    response: 'We are checking which accounts use this number and will write to you within a week.',
  },
];

/**
 * The demo's grievance officer (/contact-us), published while demo data is on and the
 * GRIEVANCE_OFFICER_* settings are unset: plausible, and plainly the demo's (its demo.haat.in
 * address, the demo accounts' run of numbers). A real deployment sets its own officer.
 */
export const demoGrievanceOfficer = {
  name: 'Kavita Joshi',
  designation: 'Grievance Officer',
  email: 'grievance@demo.haat.in',
  phone: '+91 98000 00100',
  address: 'Haat (demo), 2nd floor, 14 FC Road, Shivajinagar, Pune 411005, Maharashtra',
  hours: 'Monday to Saturday, 10:00 AM to 7:00 PM (Sunday closed)',
} as const;
