// Real US cities with their coordinates and real ZIP codes, for realistic demo addresses.
export type City = { city: string; state: string; lat: number; lng: number; zips: readonly string[] };

export const US_CITIES: readonly City[] = [
  { city: 'New York', state: 'NY', lat: 40.7128, lng: -74.006, zips: ['10001', '10011', '10025', '10128'] },
  { city: 'Brooklyn', state: 'NY', lat: 40.6782, lng: -73.9442, zips: ['11201', '11215', '11217', '11238'] },
  { city: 'Los Angeles', state: 'CA', lat: 34.0522, lng: -118.2437, zips: ['90012', '90026', '90034', '90046'] },
  { city: 'San Diego', state: 'CA', lat: 32.7157, lng: -117.1611, zips: ['92101', '92103', '92104', '92116'] },
  { city: 'San Francisco', state: 'CA', lat: 37.7749, lng: -122.4194, zips: ['94103', '94110', '94114', '94117'] },
  { city: 'Oakland', state: 'CA', lat: 37.8044, lng: -122.2712, zips: ['94606', '94609', '94610', '94612'] },
  { city: 'Chicago', state: 'IL', lat: 41.8781, lng: -87.6298, zips: ['60607', '60614', '60622', '60647'] },
  { city: 'Houston', state: 'TX', lat: 29.7604, lng: -95.3698, zips: ['77002', '77006', '77007', '77019'] },
  { city: 'Austin', state: 'TX', lat: 30.2672, lng: -97.7431, zips: ['78701', '78702', '78704', '78751'] },
  { city: 'Dallas', state: 'TX', lat: 32.7767, lng: -96.797, zips: ['75201', '75204', '75206', '75214'] },
  { city: 'San Antonio', state: 'TX', lat: 29.4241, lng: -98.4936, zips: ['78204', '78209', '78210', '78212'] },
  { city: 'Phoenix', state: 'AZ', lat: 33.4484, lng: -112.074, zips: ['85004', '85006', '85008', '85016'] },
  { city: 'Scottsdale', state: 'AZ', lat: 33.4942, lng: -111.9261, zips: ['85250', '85251', '85257', '85260'] },
  { city: 'Philadelphia', state: 'PA', lat: 39.9526, lng: -75.1652, zips: ['19103', '19106', '19123', '19147'] },
  { city: 'Pittsburgh', state: 'PA', lat: 40.4406, lng: -79.9959, zips: ['15203', '15206', '15213', '15222'] },
  { city: 'Miami', state: 'FL', lat: 25.7617, lng: -80.1918, zips: ['33127', '33130', '33133', '33137'] },
  { city: 'Orlando', state: 'FL', lat: 28.5383, lng: -81.3792, zips: ['32801', '32803', '32804', '32806'] },
  { city: 'Tampa', state: 'FL', lat: 27.9506, lng: -82.4572, zips: ['33602', '33603', '33606', '33609'] },
  { city: 'Jacksonville', state: 'FL', lat: 30.3322, lng: -81.6557, zips: ['32202', '32204', '32205', '32207'] },
  { city: 'Atlanta', state: 'GA', lat: 33.749, lng: -84.388, zips: ['30303', '30306', '30308', '30312'] },
  { city: 'Charlotte', state: 'NC', lat: 35.2271, lng: -80.8431, zips: ['28202', '28203', '28204', '28205'] },
  { city: 'Raleigh', state: 'NC', lat: 35.7796, lng: -78.6382, zips: ['27601', '27603', '27604', '27605'] },
  { city: 'Nashville', state: 'TN', lat: 36.1627, lng: -86.7816, zips: ['37203', '37206', '37208', '37212'] },
  { city: 'Memphis', state: 'TN', lat: 35.1495, lng: -90.049, zips: ['38103', '38104', '38105', '38107'] },
  { city: 'Denver', state: 'CO', lat: 39.7392, lng: -104.9903, zips: ['80202', '80205', '80206', '80211'] },
  { city: 'Seattle', state: 'WA', lat: 47.6062, lng: -122.3321, zips: ['98101', '98103', '98109', '98122'] },
  { city: 'Portland', state: 'OR', lat: 45.5152, lng: -122.6784, zips: ['97202', '97205', '97209', '97214'] },
  { city: 'Boston', state: 'MA', lat: 42.3601, lng: -71.0589, zips: ['02108', '02116', '02118', '02130'] },
  { city: 'Washington', state: 'DC', lat: 38.9072, lng: -77.0369, zips: ['20001', '20002', '20009', '20010'] },
  { city: 'Baltimore', state: 'MD', lat: 39.2904, lng: -76.6122, zips: ['21201', '21202', '21218', '21231'] },
  { city: 'Newark', state: 'NJ', lat: 40.7357, lng: -74.1724, zips: ['07102', '07104', '07105', '07107'] },
  { city: 'Jersey City', state: 'NJ', lat: 40.7178, lng: -74.0431, zips: ['07302', '07304', '07306', '07307'] },
  { city: 'Detroit', state: 'MI', lat: 42.3314, lng: -83.0458, zips: ['48201', '48207', '48208', '48226'] },
  { city: 'Minneapolis', state: 'MN', lat: 44.9778, lng: -93.265, zips: ['55401', '55403', '55405', '55408'] },
  { city: 'Columbus', state: 'OH', lat: 39.9612, lng: -82.9988, zips: ['43201', '43205', '43206', '43215'] },
  { city: 'Cleveland', state: 'OH', lat: 41.4993, lng: -81.6944, zips: ['44102', '44103', '44113', '44114'] },
  { city: 'Indianapolis', state: 'IN', lat: 39.7684, lng: -86.1581, zips: ['46202', '46203', '46204', '46205'] },
  { city: 'Las Vegas', state: 'NV', lat: 36.1699, lng: -115.1398, zips: ['89101', '89102', '89104', '89106'] },
  { city: 'Salt Lake City', state: 'UT', lat: 40.7608, lng: -111.891, zips: ['84101', '84102', '84103', '84111'] },
  { city: 'New Orleans', state: 'LA', lat: 29.9511, lng: -90.0715, zips: ['70112', '70113', '70115', '70130'] },
  { city: 'Kansas City', state: 'MO', lat: 39.0997, lng: -94.5786, zips: ['64105', '64106', '64108', '64111'] },
  { city: 'St. Louis', state: 'MO', lat: 38.627, lng: -90.1994, zips: ['63101', '63103', '63104', '63110'] },
];

export const STREET_NAMES = [
  'Maple Ave', 'Oak St', 'Pine St', 'Cedar Ln', 'Elm St', 'Washington Ave', 'Lake Shore Dr', 'Park Ave',
  'Main St', 'Broadway', 'Highland Ave', 'Sunset Blvd', 'Madison Ave', 'Jefferson St', 'Lincoln Ave',
  'Franklin St', 'Chestnut St', 'Walnut St', 'Spruce St', 'Magnolia Dr', 'River Rd', 'Hillcrest Dr',
  'Prospect Ave', 'Grand Ave', 'Market St', 'Church St', 'Mill St', 'Union St', 'Water St', 'Center St',
] as const;

export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Karen', 'Carlos', 'Sarah',
  'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Sandra', 'Mark', 'Ashley', 'Luis', 'Emily',
  'Kevin', 'Michelle', 'Brian', 'Amanda', 'Jason', 'Melissa', 'Wei', 'Priya', 'Omar', 'Sofia',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Nguyen', 'Hill', 'Patel', 'Cohen',
] as const;

export const COMPANIES = [
  'Summit Capital Advisors', 'Harbor Point Brokerage', 'Keystone Lending Partners', 'Blue Ridge Realty Finance',
  'Lakeside Mortgage Group', 'Cornerstone Title Co', 'Granite Law LLP', 'Pinnacle Insurance Agency',
  'Meridian Appraisal Services', 'Evergreen CPA Group',
] as const;
