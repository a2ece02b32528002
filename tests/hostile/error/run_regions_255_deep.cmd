run {} --kernel nest --grid 1 
