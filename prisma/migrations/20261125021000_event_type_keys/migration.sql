-- Event types are stored as the keys of one list (content/enquiries.ts): the forms that stored
-- their labels ("Corporate Event") get the key, so the inbox and CSV name each type one way.
UPDATE "contacts" SET "eventType" = 'wedding' WHERE "eventType" = 'Wedding';
UPDATE "contacts" SET "eventType" = 'corporate' WHERE "eventType" = 'Corporate Event';
UPDATE "contacts" SET "eventType" = 'birthday' WHERE "eventType" IN ('Birthday Party', 'Birthday');
UPDATE "contacts" SET "eventType" = 'private-party' WHERE "eventType" = 'Private Party';
UPDATE "contacts" SET "eventType" = 'hotel-restaurant' WHERE "eventType" = 'Hotel/Restaurant';
UPDATE "contacts" SET "eventType" = 'concert' WHERE "eventType" = 'Concert';
UPDATE "contacts" SET "eventType" = 'festival' WHERE "eventType" = 'Festival';
UPDATE "contacts" SET "eventType" = 'other' WHERE "eventType" = 'Other';
