import { placeWords } from './place-names.ts';

/**
 * The names India Post files a city's pincodes under, where they differ from the name Haat shows:
 * renamed cities (the directory keeps 'Bangalore', 'Gurgaon', 'Allahabad'), cities whose pincodes
 * sit in other districts (Hyderabad's suburbs in Rangareddy and Medchal, Noida in Gautam Buddha
 * Nagar), and twin cities filed under their neighbour. A city always matches its own name too.
 */
const ALIASES: Record<string, readonly string[]> = {
  'Bengaluru': ['Bangalore'],
  'Gurugram': ['Gurgaon'],
  'Mumbai': ['Bombay', 'Mumbai Suburban'],
  'Navi Mumbai': ['Thane', 'Raigarh MH'],
  'Thane': ['Mumbai'],
  'Kolkata': ['Calcutta'],
  'Chennai': ['Madras', 'Tiruvallur', 'Kanchipuram', 'Chengalpattu'],
  'Prayagraj': ['Allahabad'],
  'Mysuru': ['Mysore'],
  'Vadodara': ['Baroda'],
  'Thiruvananthapuram': ['Trivandrum'],
  'Delhi': ['New Delhi'],
  'New Delhi': ['Delhi'],
  'Pune': ['Pimpri Chinchwad'],
  'Pimpri-Chinchwad': ['Pune'],
  'Hyderabad': ['Rangareddy', 'Ranga Reddy', 'Medchal', 'Secunderabad'],
  'Secunderabad': ['Hyderabad'],
  'Noida': ['Gautam Buddha Nagar', 'Gautam Budh Nagar'],
  'Greater Noida': ['Gautam Buddha Nagar', 'Gautam Budh Nagar'],
  'Mangaluru': ['Mangalore', 'Dakshina Kannada'],
  'Belagavi': ['Belgaum'],
  'Hubballi': ['Hubli', 'Dharwad'],
  'Hubballi-Dharwad': ['Hubli', 'Dharwad'],
  'Kalaburagi': ['Gulbarga'],
  'Ballari': ['Bellary'],
  'Vijayapura': ['Bijapur'],
  'Shivamogga': ['Shimoga'],
  'Tumakuru': ['Tumkur'],
  'Kochi': ['Cochin', 'Ernakulam'],
  'Kozhikode': ['Calicut'],
  'Thrissur': ['Trichur'],
  'Kollam': ['Quilon'],
  'Puducherry': ['Pondicherry'],
  'Tiruchirappalli': ['Trichy', 'Tiruchirapalli'],
  'Thoothukudi': ['Tuticorin'],
  'Visakhapatnam': ['Vishakhapatnam', 'Vizag'],
  'Vijayawada': ['Krishna'],
  'Varanasi': ['Banaras', 'Benaras'],
  'Ayodhya': ['Faizabad'],
  'Vasai-Virar': ['Thane', 'Palghar'],
  'Kalyan-Dombivli': ['Thane'],
  'Mira-Bhayandar': ['Thane'],
  'Bhiwandi': ['Thane'],
  'Ulhasnagar': ['Thane'],
  'Howrah': ['Kolkata'],
  // Cities filed under their district's name alone (checked against every city Haat offers).
  'Tiruppur': ['Coimbatore', 'Erode'], 'Jamshedpur': ['East Singhbhum'], 'Bhilai': ['Durg'], 'Durgapur': ['Bardhaman'],
  'Rourkela': ['Sundergarh'], 'Loni': ['Ghaziabad'], 'Siliguri': ['Darjiling', 'Jalpaiguri'], 'Maheshtala': ['South 24 Parganas'],
  'Davanagere': ['Davangere'], 'Rajpur Sonarpur': ['South 24 Parganas'], 'South Dum Dum': ['North 24 Parganas'],
  'North Dum Dum': ['North 24 Parganas'], 'Bhatpara': ['North 24 Parganas'], 'Panihati': ['North 24 Parganas'],
  'Kamarhati': ['North 24 Parganas'], 'Naihati': ['North 24 Parganas'], 'Madhyamgram': ['North 24 Parganas'],
  'Bidhannagar': ['North 24 Parganas', 'Kolkata'], 'Baranagar': ['North 24 Parganas', 'Kolkata'], 'Avadi': ['Tiruvallur'],
  'Tiruvottiyur': ['Tiruvallur', 'Chennai'], 'Pallavaram': ['Kanchipuram'], 'Kadapa': ['Cuddapah'], 'Kulti': ['Bardhaman'],
  'Bihar Sharif': ['Nalanda'], 'Bally': ['Howrah'], 'Uluberia': ['Howrah'], 'Ichalkaranji': ['Kolhapur'], 'Hapur': ['Ghaziabad'],
  'Arrah': ['Bhojpur'], 'Ambarnath': ['Thane'], 'Gandhidham': ['Kachchh'], 'Bhuj': ['Kachchh'], 'Ramagundam': ['Karim Nagar'],
  'Nagercoil': ['Kanyakumari'], 'Sri Ganganagar': ['Ganganagar'], 'Sambhal': ['Moradabad'], 'Nadiad': ['Kheda'],
  'Yamunanagar': ['Yamuna Nagar'], 'Kharagpur': ['West Midnapore'], 'Haldia': ['East Midnapore'], 'Hosapete': ['Bellary'],
  'Ongole': ['Prakasam'], 'Chapra': ['Saran'], 'Amroha': ['Jyotiba Phule Nagar'], 'Baharampur': ['Murshidabad'],
  'Morbi': ['Rajkot'], 'Bhusawal': ['Jalgaon'], 'Orai': ['Jalaun'], 'Mehsana': ['Mahesana', 'Mehsana'], 'Raiganj': ['North Dinajpur'],
  'Danapur': ['Patna'], 'Serampore': ['Hooghly'], 'Chinsurah': ['Hooghly'], 'Panvel': ['Raigarh MH'],
  'Adoni': ['Kurnool'], 'Sasaram': ['Rohtas'], 'Dehri': ['Rohtas'], 'Hajipur': ['Vaishali'], 'Madanapalle': ['Chittoor'],
  'Bettiah': ['West Champaran'], 'Motihari': ['East Champaran'], 'Guntakal': ['Ananthapur'], 'Dharmavaram': ['Ananthapur'],
  'Tadipatri': ['Ananthapur'], 'Phagwara': ['Kapurthala'], 'Hosur': ['Krishnagiri'], 'Miryalaguda': ['Nalgonda'],
  'Jamalpur': ['Munger'], 'Kavali': ['Nellore'], 'Haldwani': ['Nainital'], 'Rudrapur': ['Udham Singh Nagar'], 'Roorkee': ['Haridwar'],
  'Rishikesh': ['Dehradun'], 'Palwal': ['Faridabad'], 'Bahadurgarh': ['Jhajjar'], 'Batala': ['Gurdaspur'], 'Abohar': ['Firozpur'],
  'Khanna': ['Ludhiana'], 'Vapi': ['Valsad'], 'Veraval': ['Junagadh'], 'Palanpur': ['Banaskantha'], 'Godhra': ['Panch Mahals'],
  'Kishangarh': ['Ajmer'], 'Narmadapuram': ['Hoshangabad'], 'Itarsi': ['Hoshangabad'], 'Jagdalpur': ['Bastar'],
  'Ambikapur': ['Surguja'], 'Baripada': ['Mayurbhanj'], 'Sivakasi': ['Virudhunagar'], 'Rajapalayam': ['Virudhunagar'],
  'Ooty': ['Nilgiris'], 'Mahbubnagar': ['Mahabub Nagar', 'Mahabubnagar'], 'Siddipet': ['Medak'], 'Dharashiv': ['Osmanabad'],
  'Baramati': ['Pune'], 'Krishnanagar': ['Nadia'], 'Silchar': ['Cachar'], 'Tezpur': ['Sonitpur'], 'Shillong': ['East Khasi Hills'],
  'Itanagar': ['Papum Pare'], 'Gangtok': ['East Sikkim'], 'Port Blair': ['South Andaman'], 'Silvassa': ['Dadra Nagar Haveli', 'Dadra and Nagar Haveli'],
  'Panaji': ['North Goa'], 'Margao': ['South Goa'], 'Vasco da Gama': ['South Goa'], 'Dharamshala': ['Kangra'],
};

const aliasesByCity = new Map(Object.entries(ALIASES).map(([city, names]) => [placeWords(city), names.map(placeWords)]));

/** Every name (as place words) under which the directory may file `city`'s pincodes. */
export function namesOfCity(city: string): string[] {
  const own = placeWords(city);
  return [own, ...(aliasesByCity.get(own) ?? [])];
}
