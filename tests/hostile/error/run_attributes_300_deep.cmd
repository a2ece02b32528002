run {} --kernel hinted --grid 1 
