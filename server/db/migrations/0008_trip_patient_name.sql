-- A trip carries its patient's name ("Last First") so trip lists sort and search by patient with an
-- index and no join; this keeps it in step when a patient is created into a trip or renamed.
CREATE OR REPLACE FUNCTION trips_set_patient_name() RETURNS trigger AS $$
BEGIN
  SELECT p.last_name || ' ' || p.first_name INTO NEW.patient_name FROM patients p WHERE p.id = NEW.patient_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER trips_patient_name_on_write BEFORE INSERT OR UPDATE OF patient_id ON trips
  FOR EACH ROW EXECUTE FUNCTION trips_set_patient_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patients_rename_trips() RETURNS trigger AS $$
BEGIN
  UPDATE trips SET patient_name = NEW.last_name || ' ' || NEW.first_name WHERE patient_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patients_rename_trips_on_update AFTER UPDATE OF first_name, last_name ON patients
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION patients_rename_trips();
